/** A LIKE pattern matching `text` anywhere, its wildcards escaped, so a filter matches the text typed. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
