/**
 * The hosted page's one script, served as a file because the store's CSP allows no inline script.
 * It only improves the page: without it the codes stay selectable (user-select: all), the copy
 * buttons stay hidden and the card number is read digits only.
 *   - a [data-copy] button puts its code on the clipboard and says so for two seconds;
 *   - the card number is shown in groups of four as it is typed, as on a card.
 */
export const PAGE_SCRIPT = `(function () {
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    var label = button.textContent;
    button.hidden = false;
    button.addEventListener('click', function () {
      var done = function () {
        button.textContent = button.getAttribute('data-copied');
        setTimeout(function () { button.textContent = label; }, 2000);
      };
      navigator.clipboard.writeText(button.getAttribute('data-copy')).then(done, function () {});
    });
  });
  var number = document.getElementById('number');
  if (number) number.addEventListener('input', function () {
    var digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
  });
})();
`;
