export * from './geo.js';
export * from './catalog.js';
export * from './members.js';
