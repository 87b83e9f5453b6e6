// The API contract for remotes, in one place: every schema, type, enum and route entry of @forge/contract. Not a
// shared module: each remote's build keeps only what it imports (the contract has no side effects), so a page pays
// for the schemas it reads and no list of names has to be kept here.
export * from '@forge/contract';
