// The sign-up page's strength meter: the gateway's own check (password-strength.ts) run in the browser with the same
// library and dictionaries, so what the meter calls "accepted" is what the server accepts. The password never
// leaves the page while typing. Without JavaScript the form still works and the server says what is wrong.
(function () {
  'use strict';
  var input = document.getElementById('password');
  var out = document.getElementById('password-strength');
  var meter = document.getElementById('password-meter');
  var lib = window.zxcvbnts;
  if (!input || !out || !meter || !lib) return;
  var words = JSON.parse(out.getAttribute('data-words'));
  var minLength = Number(out.getAttribute('data-min-length'));
  var minScore = Number(out.getAttribute('data-min-score'));
  var common = lib['language-common'];
  var zxcvbn = new lib.core.ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: Number(out.getAttribute('data-checked-length')),
  });
  var personal = function () {
    return ['email', 'firstName', 'lastName', 'companyName']
      .map(function (id) {
        var el = document.getElementById(id);
        return el ? el.value : '';
      })
      .reduce(function (all, p) {
        return all.concat([p], p.split(/[@.\s_-]+/));
      }, [])
      .map(function (p) {
        return p.toLowerCase();
      })
      .filter(function (p) {
        return p.length >= 3;
      });
  };
  var show = function () {
    var value = input.value;
    if (!value) {
      meter.value = 0;
      out.textContent = '';
      input.setCustomValidity('');
      return;
    }
    var length = Array.from(value).length;
    var score = length < minLength ? 0 : zxcvbn.check(value, personal()).score;
    var ok = length >= minLength && score >= minScore;
    meter.value = score;
    out.textContent =
      length < minLength
        ? words.tooShortSoFar + ' (' + length + '/' + minLength + ')'
        : words.strength[score] + ' · ' + (ok ? words.acceptable : words.notAcceptable);
    input.setCustomValidity(ok ? '' : out.textContent);
  };
  input.addEventListener('input', show);
  show();
})();
