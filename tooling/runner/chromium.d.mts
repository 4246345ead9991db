export const chromiumPath: string;
export const headlessShellPath: string;
export const chromiumArgs: string[];
