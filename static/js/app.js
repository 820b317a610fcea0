// Small progressive enhancements; every page works without this file.
(function () {
  "use strict";

  // Hovering or focusing a span row highlights its pieces in the text above.
  function highlight(spanId, on) {
    document.querySelectorAll("mark.span[data-spans]").forEach(function (mark) {
      if (mark.dataset.spans.split(" ").indexOf(spanId) !== -1) {
        mark.classList.toggle("is-active", on);
      }
    });
  }

  document.addEventListener("mouseover", function (event) {
    var row = event.target.closest && event.target.closest("tr[id^='span-']");
    if (row) highlight(row.id.slice(5), true);
  });
  document.addEventListener("mouseout", function (event) {
    var row = event.target.closest && event.target.closest("tr[id^='span-']");
    if (row) highlight(row.id.slice(5), false);
  });

  // "/" focuses the page's search box, as on many sites; ignored while typing.
  document.addEventListener("keydown", function (event) {
    var tag = (event.target.tagName || "").toLowerCase();
    if (event.key !== "/" || tag === "input" || tag === "textarea" || tag === "select") return;
    var search = document.querySelector("input[type='search']");
    if (search) {
      event.preventDefault();
      search.focus();
    }
  });
})();
