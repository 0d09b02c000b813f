// Operators' free-text search: what they type is matched as text, never as a LIKE pattern of its own.

/** An ILIKE pattern for rows containing `text`, its `%`, `_` and `\` escaped. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
