export const enginePackages: { binary: string; pkg: string }[];
export function miniBrowserPath(): string;
export function binaryPath(binary: string): string;
