import { ErrorText } from '@shp/contracts';
import { NAV_TARGET_KEY, NAV_TARGET_MAX_AGE_MS } from './navigation-target';

/**
 * Runs before any bundle: if a script or stylesheet piece fails to load (SPEC §8), the page may
 * never hydrate, so the notice is plain DOM, not React. React Router reloads once on a failed
 * route module; if the piece still fails, this notice offers the reload instead of a dead page.
 * That reload is of the page being left: when it comes right after an in-app navigation whose
 * target is recorded (navigation-target.ts), the target page is opened instead.
 */
export const chunkGuardScript = `(function(){try{var k=${JSON.stringify(NAV_TARGET_KEY)},v=sessionStorage.getItem(k);if(v){sessionStorage.removeItem(k);var n=JSON.parse(v),e=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(e&&e.type==='reload'&&Date.now()-n.at<${NAV_TARGET_MAX_AGE_MS}&&location.pathname+location.search===n.from&&typeof n.to==='string'&&/^\\/(?!\\/)/.test(n.to)){location.replace(n.to);return;}}}catch(x){}
var shown=false;function show(){if(shown||!document.body){if(!document.body)document.addEventListener('DOMContentLoaded',show);return;}shown=true;var d=document.createElement('div');d.setAttribute('role','alert');d.className='shp-chunk-error';var s=document.createElement('span');s.textContent=${JSON.stringify(ErrorText.CHUNK_LOAD)};var b=document.createElement('button');b.type='button';b.textContent='刷新重试';b.onclick=function(){location.reload()};d.appendChild(s);d.appendChild(b);document.body.appendChild(d);}
window.addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName==='SCRIPT'||t.tagName==='LINK')&&/\\/assets\\//.test(t.src||t.href||''))show();},true);
window.addEventListener('unhandledrejection',function(e){var r=e.reason;var m=String(r&&(r.message||r));if(/Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(m))show();});
window.addEventListener('vite:preloadError',function(e){e.preventDefault();show();});})();`;
