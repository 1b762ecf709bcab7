export const PAGE_PATH: string;
export function buildPage(): { html: string; scriptHash: string };
