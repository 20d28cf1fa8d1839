// The messages' schemas (and zod with them), fetched when a message is first written or edited,
// not with the conversation's page (decisions.md 103): the composer asks on its first focus or
// send, the inline edit on its first save.
export const loadMessageRules = () => import('@common/message-schemas');
export type MessageRules = Awaited<ReturnType<typeof loadMessageRules>>;
