/**
 * Resolves in a task of its own: what runs after it does not lengthen the current task (long tasks
 * hold up a slow phone's input and paint).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
