// Runs inline in index.html before the shell's code. If a file of the shell cannot load, the page
// says so in the visitor's language with a retry instead of staying blank. Plain ES5, no
// dependency: it must work when nothing else did. BOOT_TEXTS is put in at build time from the
// locale files (their "boot" texts).
(function (texts) {
  var started = false;

  function visitorLocale() {
    var asked = /[?&]lang=([a-z]{2})\b/.exec(location.search);
    if (asked && texts[asked[1]]) return asked[1];
    try {
      var saved = JSON.parse(localStorage.getItem('intl-locale') || 'null');
      var chosen = saved && typeof saved === 'object' ? saved.content : saved;
      if (texts[chosen]) return chosen;
    } catch (ignored) {}
    var language = (navigator.language || '').toLowerCase();
    if (language.indexOf('pt') === 0) return 'br';
    if (language.indexOf('es') === 0) return 'mx';
    if (language.indexOf('ar') === 0) return 'me';
    if (language.indexOf('en') === 0) return 'en';
    return 'ru';
  }

  function add(parent, tag, text) {
    var element = document.createElement(tag);
    element.textContent = text;
    parent.appendChild(element);
    return element;
  }

  function showFailure() {
    if (started || document.getElementById('shell-failed')) return;
    var words = texts[visitorLocale()];
    var box = document.createElement('div');
    box.id = 'shell-failed';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'max-width:28rem;margin:20vh auto;padding:1.5rem;font:16px/1.5 system-ui,sans-serif;color:#e8eaf0;text-align:center';
    add(box, 'h1', words.failedTitle).style.fontSize = '1.25rem';
    add(box, 'p', words.failedText);
    var retry = add(box, 'button', words.retry);
    retry.type = 'button';
    retry.style.cssText = 'font:inherit;padding:.6rem 1.4rem;border:0;border-radius:8px;background:#ff7a1a;color:#111;cursor:pointer';
    retry.onclick = function () {
      location.reload();
    };
    var root = document.getElementById('root') || document.body;
    // The server's static first screen (aria-hidden, see shellPage.ts) must not cover the message.
    var firstScreen = document.getElementById('first-screen');
    if (firstScreen) firstScreen.parentNode.removeChild(firstScreen);
    root.textContent = '';
    root.appendChild(box);
  }

  window.__topupShell = {
    // Set once the shell's code runs: from then on it asks for its files itself (shellPage.ts's
    // after-paint preloads would only download them a second time).
    running: false,
    started: function () {
      started = true;
    },
    failed: showFailure,
  };
  // A script or style of the shell itself that fails to load (remotes have their own fallback).
  addEventListener(
    'error',
    function (event) {
      var element = event.target;
      var url = element && (element.tagName === 'SCRIPT' ? element.src : element.rel === 'stylesheet' ? element.href : '');
      if (url && url.indexOf(location.origin + '/') === 0 && url.indexOf('/remotes/') < 0) showFailure();
    },
    true,
  );
  addEventListener('unhandledrejection', function (event) {
    if (event.reason && event.reason.name === 'ChunkLoadError') showFailure();
  });
})(BOOT_TEXTS);
