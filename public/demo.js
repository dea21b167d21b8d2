// Shared helpers of the demo pages: warn when the embed did not load, and log form events.
(function () {
  'use strict';

  function logLine(text) {
    var log = document.getElementById('event-log');
    if (!log) return;
    var time = new Date().toLocaleTimeString();
    log.textContent += '[' + time + '] ' + text + '\n';
    log.scrollTop = log.scrollHeight;
  }

  // Pages call this from their own callbacks (onFormReady, onFormSubmitted, ...).
  window.demoLog = logLine;

  // The embed also announces its events as window messages of type hsFormCallback.
  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin) return;
    var data = event.data;
    if (!data || data.type !== 'hsFormCallback') return;
    logLine('message ' + data.eventName + ' (form ' + data.id + ')');
  });

  window.addEventListener('load', function () {
    if (window.hbspt && window.hbspt.forms) return;
    var banner = document.createElement('p');
    banner.className = 'demo-banner';
    banner.textContent = 'The embed did not load: /embed.js is missing. Run "npm run build", then reload this page.';
    document.body.insertBefore(banner, document.body.firstChild);
  });
})();
