// The limits of the real-time channel (/ws) that both ends know (issue 27, item 11): the server
// closes with these codes, and the web client reads them to decide whether to reconnect.

/** Open sockets one user may hold on one instance; one more closes the user's oldest. */
export const MAX_SOCKETS_PER_USER = 10;
/** The close of a user's oldest socket when they open one too many (a private-use code, RFC 6455 7.4.2). */
export const TOO_MANY_SOCKETS_CLOSE = { code: 4008, reason: 'Too many connections: a newer one took this one’s place' } as const;

/** Messages a socket may send: a steady 20 a second, in bursts of up to 40. Clients send only pings. */
export const SOCKET_MESSAGES_PER_SECOND = 20;
export const SOCKET_MESSAGE_BURST = 40;
/** The close of a socket over its message rate (1008: policy violation). */
export const TOO_MANY_MESSAGES_CLOSE = { code: 1008, reason: 'Too many messages' } as const;
