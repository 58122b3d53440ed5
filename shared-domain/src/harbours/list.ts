/**
 * Real harbours and marinas of Denmark and its neighbours, for the offline address picker.
 * Coordinates are the harbour basin (WGS84, 4 decimals, about 10 m); place ids never change.
 */
export interface Harbour {
  /** Stable id, saved as the request's place id. */
  placeId: string;
  name: string;
  city: string;
  country: 'DK' | 'SE' | 'NO' | 'DE' | 'FI';
  latitude: number;
  longitude: number;
}

const h = (
  placeId: string,
  name: string,
  city: string,
  country: Harbour['country'],
  latitude: number,
  longitude: number,
): Harbour => ({
  placeId: `harbour:${country.toLowerCase()}:${placeId}`,
  name,
  city,
  country,
  latitude,
  longitude,
});

export const HARBOURS: readonly Harbour[] = [
  // Copenhagen and North Zealand
  h('nyhavn', 'Nyhavn', 'København', 'DK', 55.6797, 12.5901),
  h('tuborg-havn', 'Tuborg Havn', 'Hellerup', 'DK', 55.7249, 12.5826),
  h('svanemollehavnen', 'Svanemøllehavnen', 'København Ø', 'DK', 55.7165, 12.5815),
  h('margretheholm', 'Margretheholm Havn', 'København K', 'DK', 55.692, 12.613),
  h('kastrup', 'Kastrup Lystbådehavn', 'Kastrup', 'DK', 55.638, 12.656),
  h('dragor', 'Dragør Havn', 'Dragør', 'DK', 55.5935, 12.669),
  h('ishoj', 'Ishøj Havn', 'Ishøj', 'DK', 55.6115, 12.365),
  h('koge', 'Køge Marina', 'Køge', 'DK', 55.452, 12.199),
  h('skovshoved', 'Skovshoved Havn', 'Klampenborg', 'DK', 55.7585, 12.5975),
  h('rungsted', 'Rungsted Havn', 'Rungsted Kyst', 'DK', 55.8832, 12.544),
  h('helsingor', 'Helsingør Nordhavn', 'Helsingør', 'DK', 56.0405, 12.6125),
  h('hundested', 'Hundested Havn', 'Hundested', 'DK', 55.966, 11.851),
  h('roskilde', 'Roskilde Havn', 'Roskilde', 'DK', 55.648, 12.08),
  // West and South Zealand, Lolland-Falster, Møn
  h('holbaek', 'Holbæk Marina', 'Holbæk', 'DK', 55.719, 11.712),
  h('nykobing-sjaelland', 'Nykøbing Sjælland Havn', 'Nykøbing Sjælland', 'DK', 55.926, 11.67),
  h('kalundborg', 'Kalundborg Lystbådehavn', 'Kalundborg', 'DK', 55.678, 11.09),
  h('korsor', 'Korsør Lystbådehavn', 'Korsør', 'DK', 55.333, 11.138),
  h('vordingborg', 'Vordingborg Nordhavn', 'Vordingborg', 'DK', 55.005, 11.908),
  h('stege', 'Stege Havn', 'Stege', 'DK', 54.987, 12.285),
  h('nykobing-falster', 'Nykøbing Falster Lystbådehavn', 'Nykøbing Falster', 'DK', 54.768, 11.866),
  h('gedser', 'Gedser Marina', 'Gedser', 'DK', 54.578, 11.93),
  h('nakskov', 'Nakskov Lystbådehavn', 'Nakskov', 'DK', 54.83, 11.13),
  // Bornholm
  h('ronne', 'Rønne Havn', 'Rønne', 'DK', 55.101, 14.69),
  h('nexo', 'Nexø Havn', 'Nexø', 'DK', 55.06, 15.134),
  h('svaneke', 'Svaneke Havn', 'Svaneke', 'DK', 55.136, 15.144),
  h('gudhjem', 'Gudhjem Havn', 'Gudhjem', 'DK', 55.213, 14.97),
  h('allinge', 'Allinge Havn', 'Allinge', 'DK', 55.278, 14.801),
  // Funen and the South Funen islands
  h('odense', 'Odense Marina', 'Odense', 'DK', 55.424, 10.399),
  h('kerteminde', 'Kerteminde Havn', 'Kerteminde', 'DK', 55.45, 10.665),
  h('nyborg', 'Nyborg Havn', 'Nyborg', 'DK', 55.312, 10.794),
  h('svendborg', 'Svendborg Havn', 'Svendborg', 'DK', 55.059, 10.616),
  h('faaborg', 'Faaborg Havn', 'Faaborg', 'DK', 55.095, 10.24),
  h('bogense', 'Bogense Havn', 'Bogense', 'DK', 55.569, 10.085),
  h('middelfart', 'Middelfart Marina', 'Middelfart', 'DK', 55.505, 9.728),
  h('aeroskobing', 'Ærøskøbing Havn', 'Ærøskøbing', 'DK', 54.891, 10.414),
  h('marstal', 'Marstal Havn', 'Marstal', 'DK', 54.854, 10.519),
  h('rudkobing', 'Rudkøbing Havn', 'Rudkøbing', 'DK', 54.938, 10.707),
  // East Jutland
  h('fredericia', 'Fredericia Lystbådehavn', 'Fredericia', 'DK', 55.56, 9.74),
  h('vejle', 'Vejle Lystbådehavn', 'Vejle', 'DK', 55.706, 9.567),
  h('horsens', 'Horsens Lystbådehavn', 'Horsens', 'DK', 55.857, 9.879),
  h('juelsminde', 'Juelsminde Havn', 'Juelsminde', 'DK', 55.715, 10.016),
  h('marselisborg', 'Marselisborg Lystbådehavn', 'Aarhus', 'DK', 56.139, 10.218),
  h('aarhus', 'Aarhus Lystbådehavn', 'Aarhus', 'DK', 56.17, 10.223),
  h('ebeltoft', 'Ebeltoft Skudehavn', 'Ebeltoft', 'DK', 56.204, 10.667),
  h('grenaa', 'Grenaa Marina', 'Grenaa', 'DK', 56.411, 10.924),
  h('randers', 'Randers Havn', 'Randers', 'DK', 56.458, 10.05),
  // North Jutland and the Limfjord
  h('hals', 'Hals Havn', 'Hals', 'DK', 57.0, 10.309),
  h('aalborg', 'Aalborg Vestre Bådehavn', 'Aalborg', 'DK', 57.058, 9.882),
  h('saeby', 'Sæby Havn', 'Sæby', 'DK', 57.332, 10.526),
  h('frederikshavn', 'Frederikshavn Nordre Havn', 'Frederikshavn', 'DK', 57.444, 10.545),
  h('skagen', 'Skagen Havn', 'Skagen', 'DK', 57.719, 10.592),
  h('hirtshals', 'Hirtshals Havn', 'Hirtshals', 'DK', 57.595, 9.964),
  h('hanstholm', 'Hanstholm Havn', 'Hanstholm', 'DK', 57.123, 8.611),
  h('nykobing-mors', 'Nykøbing Mors Lystbådehavn', 'Nykøbing Mors', 'DK', 56.795, 8.862),
  h('skive', 'Skive Havn', 'Skive', 'DK', 56.576, 9.051),
  h('struer', 'Struer Havn', 'Struer', 'DK', 56.492, 8.593),
  h('lemvig', 'Lemvig Havn', 'Lemvig', 'DK', 56.551, 8.306),
  // West and South Jutland
  h('thyboron', 'Thyborøn Havn', 'Thyborøn', 'DK', 56.701, 8.217),
  h('hvide-sande', 'Hvide Sande Havn', 'Hvide Sande', 'DK', 56.001, 8.128),
  h('esbjerg', 'Esbjerg Lystbådehavn', 'Esbjerg', 'DK', 55.47, 8.432),
  h('kolding', 'Kolding Lystbådehavn', 'Kolding', 'DK', 55.488, 9.496),
  h('haderslev', 'Haderslev Havn', 'Haderslev', 'DK', 55.251, 9.495),
  h('aabenraa', 'Aabenraa Lystbådehavn', 'Aabenraa', 'DK', 55.047, 9.423),
  h('sonderborg', 'Sønderborg Havn', 'Sønderborg', 'DK', 54.911, 9.788),
  // Neighbours
  h('limhamn', 'Limhamn Marina', 'Malmö', 'SE', 55.58, 12.925),
  h('helsingborg', 'Helsingborg Norra Hamnen', 'Helsingborg', 'SE', 56.053, 12.689),
  h('lilla-bommen', 'Lilla Bommen', 'Göteborg', 'SE', 57.713, 11.967),
  h('marstrand', 'Marstrand Gästhamn', 'Marstrand', 'SE', 57.887, 11.585),
  h('wasahamnen', 'Wasahamnen', 'Stockholm', 'SE', 59.326, 18.094),
  h('sandhamn', 'Sandhamn', 'Värmdö', 'SE', 59.288, 18.912),
  h('aker-brygge', 'Aker Brygge', 'Oslo', 'NO', 59.91, 10.726),
  h('kristiansand', 'Kristiansand Gjestehavn', 'Kristiansand', 'NO', 58.142, 8.0),
  h('vagen', 'Vågen', 'Bergen', 'NO', 60.397, 5.322),
  h('schilksee', 'Olympiahafen Schilksee', 'Kiel', 'DE', 54.425, 10.17),
  h('flensburg', 'Flensburg Hafen', 'Flensburg', 'DE', 54.797, 9.435),
  h('etelasatama', 'Eteläsatama', 'Helsinki', 'FI', 60.165, 24.955),
  h('mariehamn', 'Västra Hamnen', 'Mariehamn', 'FI', 60.097, 19.928),
];
