// The name docs/contracts.md gives the server ("src/definitions/load"); node-only, like load-node.ts.
export { readDefinitions, loadDefinitions, type DefinitionsOnDisk } from './load-node';
