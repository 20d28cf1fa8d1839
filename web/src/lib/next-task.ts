/**
 * Resolves in a later task than the caller's, so that the browser may paint and answer input
 * between two pieces of work: total blocking time counts each main-thread task beyond 50 ms.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
