/** A case-insensitive "contains" condition that takes the text literally. */
export const containsIgnoringCase = (text: string) => ({
  $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  $options: 'i',
});
