/**
 * Rule transform for text lengths: the API trims before it counts (z.string().trim().min(5)), so
 * the form counts the same characters and never sends what the server would refuse.
 */
export const trimmed = (value?: string) => value?.trim();
