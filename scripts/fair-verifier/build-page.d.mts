export const PAGE_PATH: string;
export function buildPage(): string;
