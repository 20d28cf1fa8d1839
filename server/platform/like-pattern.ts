// A person's search text as an ILIKE pattern ("contains"): '%' and '_' they type are matched
// literally (PostgreSQL's LIKE escapes with a backslash by default).
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
