// Stands in for the theme's Prism client module (./index.ts).
export {};
