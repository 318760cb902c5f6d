// Stands in for a client module that ./index.ts takes out of the start-up bundle.
export {};
