// The sign-in page asks, before posting, whether this email needs a proof of work (it does only after many failed
// sign-ins from anywhere; gateway sign-in-proof.ts). If so it finds a nonce whose SHA-256 with the challenge starts
// with the asked number of zero bits, using WebCrypto, and posts it with the form. Any failure here just posts the
// form: the server decides.
(function () {
  'use strict';
  var form = document.getElementById('signin-form');
  var status = document.getElementById('proof-status');
  if (!form || !status || !window.crypto || !window.crypto.subtle || !window.fetch) return;
  var encoder = new TextEncoder();
  var zeroBits = function (bytes) {
    var bits = 0;
    for (var i = 0; i < bytes.length; i += 1) {
      if (bytes[i] === 0) {
        bits += 8;
        continue;
      }
      return bits + Math.clz32(bytes[i]) - 24;
    }
    return bits;
  };
  var solve = async function (challenge, bits) {
    // Hashes in batches: one awaited digest at a time would spend most of its time between promises.
    for (var start = 0; ; start += 512) {
      var batch = [];
      for (var n = start; n < start + 512; n += 1)
        batch.push(crypto.subtle.digest('SHA-256', encoder.encode(challenge + ':' + n)));
      var digests = await Promise.all(batch);
      for (var i = 0; i < digests.length; i += 1)
        if (zeroBits(new Uint8Array(digests[i])) >= bits) return String(start + i);
    }
  };
  var proofed = false;
  form.addEventListener('submit', async function (event) {
    if (proofed) return;
    event.preventDefault();
    proofed = true;
    try {
      var res = await fetch('/api/auth/signin-challenge', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.elements.email.value }),
      });
      var answer = res.ok ? await res.json() : { challenge: null };
      if (answer.challenge) {
        status.textContent = status.getAttribute('data-checking');
        form.elements.proofNonce.value = await solve(answer.challenge, answer.bits);
        form.elements.proofChallenge.value = answer.challenge;
      }
    } catch {
      // The server answers what is missing.
    }
    form.submit();
  });
})();
