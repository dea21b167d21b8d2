// A site owner's own script: mounts the contact form through the public create() API.
(function () {
  'use strict';

  var log = document.getElementById('site-log');
  function write(text) {
    if (log) log.textContent += text + '\n';
  }

  if (!window.hbspt || !window.hbspt.forms) {
    write('The embed did not load from the forms host (is dist/embed.js built?).');
    return;
  }

  window.hbspt.forms.create({
    portalId: '123456',
    formId: 'a1b2c3d4-0001-4000-8000-000000000001',
    region: 'na1',
    target: '#site-contact-form',
    // The site's own type, colours and link colour, as the container above asks with data-theme.
    theme: 'inherit',
    onFormReady: function () {
      write('onFormReady');
    },
    onFormSubmitted: function (form, data) {
      write('onFormSubmitted: ' + JSON.stringify(data.submissionValues));
    }
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== window.location.origin) return;
    if (event.data && event.data.type === 'hsFormCallback') write('message ' + event.data.eventName);
  });
})();
