/**
 * The one script every built page carries to register the service worker (README "Offline"),
 * inline so content pages still load no JavaScript file. It waits for the page's load, so the
 * worker's install never competes with the page itself, and always asks the server for a new
 * worker (`updateViaCache: 'none'`). Without service workers (or blocked) it does nothing.
 */
export const SERVICE_WORKER_REGISTRATION =
  "if('serviceWorker'in navigator)addEventListener('load',()=>navigator.serviceWorker.register('/sw.js',{updateViaCache:'none'}).catch(()=>{}))";
