// The adjudication page's keys and refusals; the page works without this file.
(function () {
  "use strict";

  function row(element) {
    return element && element.closest ? element.closest("tr[data-adjudicate]") : null;
  }

  function typing(element) {
    var tag = (element.tagName || "").toLowerCase();
    return (tag === "input" && element.type === "text") || tag === "textarea" || tag === "select";
  }

  // On a focused row: 1-9 picks that curator's choice, o keeps the original, Enter
  // settles. Ignored while typing a pseudonym.
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    var current = row(event.target);
    if (!current) return;
    var radio = null;
    if (/^[1-9]$/.test(event.key)) {
      radio = current.querySelector("input[data-key='" + event.key + "']");
    } else if (event.key === "o") {
      radio = current.querySelector("input[name='pick'][value='keep']");
    } else if (event.key === "Enter" && event.target === current) {
      var form = current.querySelector("form.adj-form");
      if (form) {
        event.preventDefault();
        form.requestSubmit();
      }
      return;
    }
    if (radio) {
      event.preventDefault();
      radio.checked = true;
    }
  });

  // Typing a pseudonym chooses "own".
  document.addEventListener("input", function (event) {
    var form = event.target.closest && event.target.closest("form.adj-form");
    if (!form || event.target.name !== "text") return;
    var own = form.querySelector("input[name='pick'][value='own']");
    if (own) own.checked = true;
  });

  // A refused settle (400) comes back as the row with its reason: show it, and keep
  // the focus on the row that was answered.
  var focused = null;
  document.addEventListener("htmx:beforeSwap", function (event) {
    var detail = event.detail;
    if (!row(detail.target)) return;
    focused = detail.target.id;
    if (detail.xhr && detail.xhr.status === 400) detail.shouldSwap = true;
  });
  document.addEventListener("htmx:afterSettle", function () {
    if (!focused) return;
    var again = document.getElementById(focused);
    focused = null;
    if (again) again.focus();
  });
})();
