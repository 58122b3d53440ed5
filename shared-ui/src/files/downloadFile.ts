/** Saves what the page holds as a file on the person's device (an export, a CSV). */
export function downloadFile(filename: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A personal data export (POST /personal-data/export) as `boatcare-<who>-<day>.json`. */
export function downloadPersonalData(who: string, data: object) {
  const day = new Date().toISOString().slice(0, 10);
  downloadFile(`boatcare-${who}-${day}.json`, [JSON.stringify(data, null, 2)], 'application/json');
}
