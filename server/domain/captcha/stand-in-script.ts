/** Where the reference host serves its stand-in captcha script and the tokens it hands out. */
export const STAND_IN_SCRIPT_PATH = '/captcha/api.js';
export const STAND_IN_TOKEN_PATH = '/captcha/token';

/**
 * The stand-in for the captcha provider's explicit-render script, so everything runs offline.
 * It offers the surface the embed uses: `grecaptcha.render(container, {sitekey, size, badge,
 * callback, 'error-callback'})` (draws a small inline badge in the container), `execute(widgetId)`
 * (asks the host for a signed token, then calls `callback` with it, or `error-callback` when the
 * host refuses or the script's URL has `fail=1`), `reset(widgetId)`; then it calls the `onload`
 * query callback.
 */
export const STAND_IN_SCRIPT = `(function () {
  var script = document.currentScript;
  var src = new URL(script.src, location.href);
  var failAlways = src.searchParams.get('fail') === '1';
  var widgets = [];
  function badgeFor(container, params) {
    var doc = container.ownerDocument;
    var badge = doc.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.setAttribute('data-style', params.badge || 'bottomright');
    badge.setAttribute('data-sitekey', params.sitekey || '');
    badge.style.cssText = 'display:inline-block;margin:8px 0;padding:4px 8px;border:1px solid #9aa0a6;border-radius:3px;font:12px/1.4 sans-serif;color:#555;background:#f9f9f9';
    badge.textContent = 'Protected by captcha (stand-in)';
    return badge;
  }
  window.grecaptcha = {
    render: function (container, params) {
      var element = typeof container === 'string' ? document.getElementById(container) : container;
      element.appendChild(badgeFor(element, params));
      widgets.push({ params: params, token: '' });
      return widgets.length - 1;
    },
    execute: function (widgetId) {
      var widget = widgets[widgetId || 0];
      var params = widget.params;
      var refuse = function () { if (typeof params['error-callback'] === 'function') params['error-callback'](); };
      if (failAlways) { setTimeout(refuse, 0); return; }
      fetch(src.origin + '${STAND_IN_TOKEN_PATH}?k=' + encodeURIComponent(params.sitekey || ''), { cache: 'no-store' })
        .then(function (response) { if (!response.ok) throw new Error('refused'); return response.json(); })
        .then(function (body) { widget.token = body.token; params.callback(body.token); }, refuse);
    },
    reset: function (widgetId) { var widget = widgets[widgetId || 0]; if (widget) widget.token = ''; },
    getResponse: function (widgetId) { var widget = widgets[widgetId || 0]; return widget ? widget.token : ''; }
  };
  var onload = src.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
