// The run-start form shows only the options of the chosen generator and the document
// fields of the chosen selection. Without this file every field shows, and the server
// ignores the ones that do not apply.
(function () {
  "use strict";

  function update(form) {
    var generator = form.querySelector("[name='generator']").value;
    form.querySelectorAll("[data-generators]").forEach(function (group) {
      group.hidden = group.dataset.generators.split(" ").indexOf(generator) === -1;
    });
    var checked = form.querySelector("[name='documents']:checked");
    var documents = checked ? checked.value : "all";
    form.querySelectorAll("[data-documents]").forEach(function (group) {
      group.hidden = group.dataset.documents !== documents;
    });
  }

  function init() {
    var form = document.getElementById("run-start-form");
    if (!form) return;
    form.addEventListener("change", function () { update(form); });
    update(form);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
