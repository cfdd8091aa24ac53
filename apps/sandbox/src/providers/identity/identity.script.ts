/**
 * The hosted page's script: walks the level's steps, uploads each document, submits with the
 * tester's review choice, polls the review, and tells the parent window (the casino's frame
 * host, only at the origin the page was given) what happened, as Sumsub's WebSDK messages do.
 */
export const IDENTITY_PAGE_SCRIPT = String.raw`(function () {
  var config = JSON.parse(document.getElementById('identity-config').textContent);
  var auth = { authorization: 'Bearer ' + config.accessToken };
  var sections = Array.prototype.slice.call(document.querySelectorAll('[data-section]'));
  var progress = Array.prototype.slice.call(document.querySelectorAll('[data-progress]'));
  var errorBox = document.getElementById('error');
  var initiatedStep = null;
  var reportedStatus = null;
  var pollTimer = null;
  // Focus follows the step only once the player has acted, not when the page first loads.
  var hasActed = false;

  function send(type, payload) {
    if (!config.parentOrigin || window.parent === window) return;
    window.parent.postMessage({ source: 'sandbox.identity', type: 'idCheck.' + type, payload: payload || {} }, config.parentOrigin);
  }

  function showError(message) {
    errorBox.textContent = message || '';
    errorBox.hidden = !message;
  }

  function show(name) {
    sections.forEach(function (section) { section.hidden = section.getAttribute('data-section') !== name; });
    var reached = true;
    progress.forEach(function (item) {
      var step = item.getAttribute('data-progress');
      var isCurrent = step === name || (step === 'REVIEW' && ['REVIEW', 'PENDING', 'GREEN', 'RED'].indexOf(name) >= 0);
      item.className = isCurrent ? 'current' : reached ? 'done' : '';
      if (isCurrent) reached = false;
    });
    if (['GREEN'].indexOf(name) >= 0) progress.forEach(function (item) { item.className = 'done'; });
    var focusTarget = document.querySelector('[data-section="' + name + '"] h2');
    if (focusTarget && hasActed) focusTarget.focus();
  }

  function answer(response) {
    return response.json().catch(function () { return {}; }).then(function (body) {
      if (!response.ok) throw new Error((body.error && body.error.message) || 'Request failed (' + response.status + ')');
      return body;
    });
  }

  function reportStatus(applicant) {
    var review = applicant.review;
    var key = review.reviewStatus + ':' + (review.reviewResult ? review.reviewResult.reviewAnswer : '');
    if (key === reportedStatus) return;
    reportedStatus = key;
    var payload = { reviewStatus: review.reviewStatus };
    if (review.reviewResult) payload.reviewResult = review.reviewResult;
    send('onApplicantStatusChanged', payload);
  }

  function render(applicant) {
    var review = applicant.review;
    if (review.reviewStatus === 'pending') { show('PENDING'); reportStatus(applicant); return poll(); }
    if (review.reviewStatus === 'completed') {
      reportStatus(applicant);
      var result = review.reviewResult || {};
      if (result.reviewAnswer === 'GREEN') return show('GREEN');
      document.getElementById('red-comment').textContent = result.moderationComment || '';
      document.getElementById('red-labels').textContent = (result.rejectLabels || []).join(', ');
      document.getElementById('retry').hidden = result.reviewRejectType !== 'RETRY';
      return show('RED');
    }
    var next = applicant.steps.filter(function (step) { return step.status !== 'completed'; })[0];
    if (!next) return show('REVIEW');
    show(next.idDocSetType);
    if (initiatedStep !== next.idDocSetType) {
      initiatedStep = next.idDocSetType;
      send('onStepInitiated', { idDocSetType: next.idDocSetType, types: next.types });
    }
  }

  function load() {
    return fetch('/identity/sdk/v1/applicant', { headers: auth }).then(answer);
  }

  function poll() {
    if (pollTimer) return;
    pollTimer = setTimeout(function () {
      pollTimer = null;
      load().then(render).catch(function (error) { showError(error.message); poll(); });
    }, config.pollMs);
  }

  function busy(form, isBusy) {
    Array.prototype.forEach.call(form.querySelectorAll('button'), function (button) { button.disabled = isBusy; });
  }

  Array.prototype.forEach.call(document.querySelectorAll('form[data-upload]'), function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      hasActed = true;
      showError('');
      var step = form.getAttribute('data-upload');
      var file = form.elements.file.files[0];
      if (!file) return showError('Choose a file to upload.');
      if (file.size > config.maxBytes) return showError('The file is larger than ' + config.maxLabel + '.');
      var data = new FormData();
      data.append('idDocSetType', step);
      data.append('idDocType', form.elements.idDocType.value);
      data.append('country', form.elements.country.value);
      data.append('file', file, file.name);
      busy(form, true);
      fetch('/identity/sdk/v1/documents', { method: 'POST', headers: auth, body: data })
        .then(answer)
        .then(function (applicant) {
          send('onStepCompleted', { idDocSetType: step });
          render(applicant);
        })
        .catch(function (error) { showError(error.message); })
        .then(function () { busy(form, false); });
    });
  });

  var submitForm = document.getElementById('submit-form');
  var redOptions = document.getElementById('red-options');
  Array.prototype.forEach.call(submitForm.elements.reviewAnswer, function (radio) {
    radio.addEventListener('change', function () { redOptions.hidden = submitForm.elements.reviewAnswer.value !== 'RED'; });
  });
  submitForm.addEventListener('submit', function (event) {
    event.preventDefault();
    hasActed = true;
    showError('');
    var isRed = submitForm.elements.reviewAnswer.value === 'RED';
    var review = isRed
      ? { reviewAnswer: 'RED', rejectLabels: [submitForm.elements.rejectLabel.value], reviewRejectType: submitForm.elements.reviewRejectType.value }
      : { reviewAnswer: 'GREEN' };
    busy(submitForm, true);
    fetch('/identity/sdk/v1/submit', {
      method: 'POST',
      headers: { authorization: auth.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ sandboxReview: review }),
    })
      .then(answer)
      .then(function (applicant) {
        send('onApplicantSubmitted', {});
        render(applicant);
      })
      .catch(function (error) { showError(error.message); })
      .then(function () { busy(submitForm, false); });
  });

  document.getElementById('retry').addEventListener('click', function () {
    hasActed = true;
    fetch('/identity/sdk/v1/retry', { method: 'POST', headers: auth })
      .then(answer)
      .then(function (applicant) { initiatedStep = null; reportedStatus = null; render(applicant); })
      .catch(function (error) { showError(error.message); });
  });

  send('onReady', {});
  load()
    .then(function (applicant) {
      send('onApplicantLoaded', { applicantId: applicant.id });
      render(applicant);
    })
    .catch(function (error) { showError(error.message); });
})();`;
