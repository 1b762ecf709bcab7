export { ar } from "./dictionaries/ar.ts";
export { en } from "./dictionaries/en.ts";
export { ru } from "./dictionaries/ru.ts";
export * from "./translate.ts";
