// Keyboard and focus for the review pages (evaluate and curate).
//
// The server renders everything; this file moves the focus between spans, loads the
// span card with htmx, and turns keys into clicks on the card's own forms. Every card
// request goes through one queue, so "j" then "1" always tags the span "j" moved to,
// never the one before it, however slow the network. Document text only ever reaches
// the page through server-escaped HTML; nothing here writes HTML.
(function () {
  "use strict";

  var root = document.getElementById("review");
  if (!root || !window.htmx) return;

  var mode = root.dataset.mode;
  var readOnly = root.dataset.readOnly === "1";
  var cardUrl = root.dataset.cardUrl;
  var spans = root.dataset.spans.trim().split(/\s+/).filter(Boolean);
  var systems = parseInt(root.dataset.systems || "1", 10);
  var current = Math.max(0, spans.indexOf(root.dataset.focus));
  var system = 0;
  var selected = 1; // curate: the option "a" accepts and "e" edits
  var chain = Promise.resolve();
  var dirty = false;

  function card() { return document.getElementById("span-card"); }
  function spanId() { return spans[current]; }

  // One request at a time, in key order.
  function enqueue(task) {
    chain = chain.then(task).catch(function (error) {
      if (window.console) console.error(error);
    });
    return chain;
  }

  function withParam(url, name, value) {
    return url + (url.indexOf("?") === -1 ? "?" : "&") + name + "=" + encodeURIComponent(value);
  }

  // The card of span ``id``, loaded unless it is already the one on the page.
  function ensureCard(id) {
    var el = card();
    if (!id || (el && el.dataset.span === id)) return Promise.resolve();
    return htmx.ajax("GET", withParam(cardUrl, "span", id), {
      target: "#span-card", swap: "outerHTML"
    });
  }

  // Consecutive moves collapse: by the time this runs, only the latest focus matters.
  function loadCard() { return ensureCard(spanId()); }

  function marks(id) {
    return Array.prototype.filter.call(
      document.querySelectorAll("mark.rv-mark"),
      function (mark) { return mark.dataset.spans.split(" ").indexOf(id) !== -1; }
    );
  }

  function showFocus(scroll) {
    document.querySelectorAll("mark.rv-mark.is-focus").forEach(function (mark) {
      mark.classList.remove("is-focus");
    });
    var id = spanId();
    var visible = null;
    marks(id).forEach(function (mark) {
      mark.classList.add("is-focus");
      if (!visible && mark.offsetParent !== null) visible = mark;
    });
    if (scroll && visible) visible.scrollIntoView({ block: "nearest", behavior: "auto" });
    if (id && window.history.replaceState) {
      var url = new URL(window.location.href);
      url.searchParams.set("span", id);
      window.history.replaceState(null, "", url.toString());
    }
  }

  function showSystem() {
    document.querySelectorAll(".rv-text[data-system]").forEach(function (panel) {
      panel.hidden = panel.dataset.system !== String(system);
    });
    document.querySelectorAll(".rv-tab").forEach(function (tab) {
      tab.setAttribute("aria-selected", tab.dataset.system === String(system) ? "true" : "false");
    });
    var el = card();
    if (el) {
      el.querySelectorAll(".cand").forEach(function (cand) {
        cand.classList.toggle("is-active", systems > 1 && cand.dataset.system === String(system));
      });
    }
    showFocus(false);
  }

  function showOption() {
    var el = card();
    if (!el || mode !== "curate") return;
    var options = el.querySelectorAll(".option");
    if (selected > options.length) selected = options.length || 1;
    options.forEach(function (option) {
      option.classList.toggle("is-selected", option.dataset.option === String(selected));
    });
    var chosen = el.querySelector('.option[data-option="' + selected + '"]');
    var edit = el.querySelector("#edit-input");
    var candidate = el.querySelector('[data-role="edit-candidate"]');
    if (chosen && edit && !dirty) {
      edit.value = chosen.dataset.text;
      candidate.value = chosen.dataset.candidate;
    }
  }

  function move(step) {
    var next = Math.min(spans.length - 1, Math.max(0, current + step));
    if (next === current) return;
    current = next;
    selected = 1;
    if (systems > 1) system = 0;
    dirty = false;
    showFocus(true);
    enqueue(loadCard);
  }

  function focusSpan(id, sys) {
    var index = spans.indexOf(id);
    if (index === -1) return;
    current = index;
    if (typeof sys === "number" && !isNaN(sys)) system = sys;
    selected = 1;
    showFocus(false);
    showSystem();
    enqueue(loadCard);
  }

  // Submit one of the card's forms through htmx, after the card is the right one.
  function submit(form, values) {
    if (!form) return Promise.resolve();
    return htmx.ajax("POST", form.getAttribute("hx-post"), {
      source: form, target: "#span-card", swap: "outerHTML", values: values || {}
    });
  }

  // Keys act on the span and system focused when they were pressed, whatever
  // happens to the focus while earlier requests are still on their way. In a review
  // set the active system moves on to the next one's candidate of the same span.
  // ``act(cand)`` submits what the key means for that candidate, or says why not.
  function onCandidate(act) {
    var id = spanId();
    var sys = system;
    if (systems > 1 && system < systems - 1) {
      system += 1;
      showSystem();
    }
    enqueue(function () {
      return ensureCard(id).then(function () {
        var el = card();
        return act(el && el.querySelector('.cand[data-system="' + sys + '"]'));
      });
    });
  }

  function tag(number) {
    onCandidate(function (cand) {
      var button = cand && cand.querySelector('.tag-button[data-key="' + number + '"]');
      if (button) return submit(button.form, { tag: button.value });
      notify(false, "Not saved: " + (cand ? "there is no tag " + number + "." : "no candidate to tag here."));
    });
  }

  // "a" in evaluate: the machine's proposal shown for the active candidate becomes
  // this reviewer's tag (it counts as theirs only now).
  function confirmProposal() {
    onCandidate(function (cand) {
      var button = cand && cand.querySelector("button[data-confirm]");
      if (button) return submit(button.form, { confirm: button.value });
      notify(false, "Not saved: " + (cand && cand.querySelector(".rv-proposal") ? "already confirmed." : "no machine proposal is shown here."));
    });
  }

  function curateAction(kind) {
    var id = spanId();
    var number = selected;
    enqueue(function () {
      return ensureCard(id).then(function () {
        var el = card();
        if (!el) return;
        if (kind === "accept") {
          var option = el.querySelector('.option[data-option="' + number + '"] form');
          if (!option) {
            notify(false, "Not saved: there is no candidate " + number + " for this span.");
            return;
          }
          if (option.querySelector("button[disabled]")) {
            notify(false, "Not saved: candidate " + number + " failed and cannot be accepted; write your own (w) or keep the original (o).");
            return;
          }
          return submit(option);
        }
        if (kind === "keep") return submit(el.querySelector('form[data-form="keep"]'));
        if (kind === "apply") return submit(el.querySelector("form.rv-apply"));
        if (kind === "edit" || kind === "own") {
          var input = el.querySelector(kind === "edit" ? "#edit-input" : "#own-input");
          if (input) { input.focus(); input.select(); }
        }
      });
    });
  }

  // The notice of every save, by key or by mouse: a live region outside the card, so
  // that it stays while the card is replaced and screen readers hear it.
  var notice = document.getElementById("save-status");
  var noticeTimer = null;

  function notify(ok, text) {
    if (!notice) return;
    window.clearTimeout(noticeTimer);
    notice.textContent = "";
    notice.classList.toggle("is-ok", ok);
    notice.classList.toggle("is-error", !ok);
    // Emptied first: the same words twice in a row are announced twice.
    window.setTimeout(function () { notice.textContent = text; notice.hidden = false; }, 30);
    if (ok) {
      noticeTimer = window.setTimeout(function () { notice.classList.add("is-faded"); }, 4000);
    }
    notice.classList.remove("is-faded");
  }

  function savedText(params) {
    var get = function (name) { return params && params[name] != null ? String(params[name]) : ""; };
    if (mode === "evaluate") {
      if (get("confirm")) return "Saved: " + get("confirm") + " (the machine\u2019s proposal, confirmed).";
      return get("tag") ? "Saved: " + get("tag") + "." : "Saved: comment.";
    }
    var kind = get("kind");
    if (kind === "accept") return "Saved: accepted \u201c" + get("text") + "\u201d.";
    if (kind === "edit" || kind === "own") return "Saved: \u201c" + get("text") + "\u201d.";
    if (kind === "keep") return "Saved: keep the original.";
    return "Saved: applied to every mention of the entity.";
  }

  // A refused save (400) comes back as the card with its reason: show it.
  document.addEventListener("htmx:beforeSwap", function (event) {
    var detail = event.detail;
    if (detail.xhr && detail.xhr.status === 400 && detail.target && detail.target.id === "span-card") {
      detail.shouldSwap = true;
    }
  });

  document.addEventListener("htmx:afterRequest", function (event) {
    var detail = event.detail;
    var config = detail && detail.requestConfig;
    if (!config || String(config.verb).toLowerCase() !== "post") return;
    if (detail.successful) { notify(true, savedText(config.parameters)); return; }
    var reason = "";
    var error = card() && card().querySelector(".field-error");
    if (detail.xhr && detail.xhr.status === 400 && error) reason = error.textContent.trim();
    // 503: the originals cannot be read here; the server says why in one sentence.
    else if (detail.xhr && detail.xhr.status === 503 && detail.xhr.responseText) reason = detail.xhr.responseText.trim();
    else if (detail.xhr && detail.xhr.status) reason = "the server answered " + detail.xhr.status + "; reload the page and try again.";
    else reason = "the server could not be reached; your choice was not kept.";
    notify(false, "Not saved: " + reason);
  });

  function toggleHelp() {
    var dialog = document.getElementById("review-help");
    if (!dialog) return;
    if (dialog.open) dialog.close(); else dialog.showModal();
  }

  function toggleText() {
    var on = root.classList.toggle("show-alt");
    document.querySelectorAll('[data-action="toggle-text"]').forEach(function (button) {
      button.setAttribute("aria-pressed", on ? "true" : "false");
    });
  }

  function done() {
    var form = document.getElementById("done-form");
    if (!form) return;
    enqueue(function () { dirty = false; form.submit(); });
  }

  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    var name = (target.tagName || "").toLowerCase();
    var typing = name === "input" || name === "textarea" || name === "select" || target.isContentEditable;
    if (typing) {
      if (event.key === "Escape") { target.blur(); focusCard(); event.preventDefault(); }
      return;
    }
    var dialog = document.getElementById("review-help");
    if (dialog && dialog.open && event.key !== "?") return;
    var key = event.key;
    var handled = true;
    if (key === "j" || key === "ArrowDown" || key === "ArrowRight") move(1);
    else if (key === "k" || key === "ArrowUp" || key === "ArrowLeft") move(-1);
    else if (key === "?") toggleHelp();
    else if (key === "s") toggleText();
    else if (key === "]" && systems > 1) { system = Math.min(systems - 1, system + 1); showSystem(); }
    else if (key === "[" && systems > 1) { system = Math.max(0, system - 1); showSystem(); }
    else if (readOnly) handled = false;
    else if (/^[1-9]$/.test(key)) {
      // One scheme in both modes: a digit saves at once (a tag in evaluate, that
      // candidate in curate); the notice above the card says what was saved.
      if (mode === "evaluate") tag(key);
      else {
        selected = parseInt(key, 10);
        dirty = false;
        curateAction("accept");
      }
    }
    else if (key === "d") done();
    else if (mode === "evaluate" && key === "c") {
      var sys = system;
      enqueue(loadCard);
      enqueue(function () {
        var area = card() && card().querySelector('.cand[data-system="' + sys + '"] textarea');
        if (area) area.focus();
      });
    }
    else if (mode === "evaluate" && key === "a") confirmProposal();
    else if (mode === "curate" && key === "a") curateAction("accept");
    else if (mode === "curate" && key === "e") curateAction("edit");
    else if (mode === "curate" && key === "w") curateAction("own");
    else if (mode === "curate" && key === "o") curateAction("keep");
    else if (mode === "curate" && key === "y") curateAction("apply");
    else handled = false;
    if (handled) event.preventDefault();
  });

  function focusCard() {
    var el = card();
    if (el && (document.activeElement === document.body || !document.activeElement)) {
      el.focus({ preventScroll: true });
    }
  }

  // Mouse: a replacement in the text focuses its span; a candidate block its system.
  document.addEventListener("click", function (event) {
    var action = event.target.closest("[data-action]");
    if (action && action.dataset.action === "help") { toggleHelp(); return; }
    if (action && action.dataset.action === "toggle-text") { toggleText(); return; }
    var mark = event.target.closest("mark.rv-mark");
    if (mark) { focusSpan(mark.dataset.span, parseInt(mark.dataset.system, 10)); return; }
    var tab = event.target.closest(".rv-tab");
    if (tab) { system = parseInt(tab.dataset.system, 10); showSystem(); return; }
    var cand = event.target.closest(".cand[data-system]");
    if (cand && systems > 1) { system = parseInt(cand.dataset.system, 10); showSystem(); }
    var option = event.target.closest(".option[data-option]");
    if (option) { selected = parseInt(option.dataset.option, 10); }
  });

  // Enter in a card's text field saves: leave the field at once, so keys pressed
  // before the new card arrives move on instead of typing into the old field.
  document.addEventListener("submit", function (event) {
    var el = card();
    if (el && el.contains(event.target) && el.contains(document.activeElement)) {
      document.activeElement.blur();
      el.focus({ preventScroll: true });
    }
    dirty = false;
  });

  // Typing in the edit or own field is work not saved yet: keep it across option
  // changes, and warn before leaving the page with it.
  document.addEventListener("input", function (event) {
    if (event.target.id === "edit-input" || event.target.id === "own-input") dirty = true;
  });
  window.addEventListener("beforeunload", function (event) {
    if (!dirty) return;
    var own = document.getElementById("own-input");
    var edit = document.getElementById("edit-input");
    if ((own && own.value.trim()) || (edit && edit.value.trim())) {
      event.preventDefault();
      event.returnValue = "";
    }
  });

  // Every new span card (htmx fires "load" on swapped-in content, attached or not).
  htmx.onLoad(function (elt) {
    if (!elt || elt.id !== "span-card") return;
    dirty = false;
    showSystem();
    showOption();
    focusCard();
  });

  showSystem();
  showOption();
  showFocus(true);
  focusCard();
})();
