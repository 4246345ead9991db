export const enginePackages: { binary: string; pkg: string }[];
export function miniBrowserPath(): string;
export function firefoxPath(): string;
export function whereIs(binary: string): string;
