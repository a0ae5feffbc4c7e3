export * from './geo.js';
export * from './catalog.js';
export * from './members.js';
export * from './leads.js';
export * from './messages.js';
export * from './auth.js';
