export const mail: Record<string, string> = {};
