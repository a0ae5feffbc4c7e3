export * from './codes.js';
export * from './constants.js';
export * from './validation.js';
export * from './envelope.js';
export * from './op.js';
export * from './ops/common.js';
export * from './ops/content.js';
