// Measures a rendered report for check.sh and writes the results as attributes of <html>, which
// --dump-dom then shows. Loaded only into a probe copy of a report (probe.py), never shipped.
window.addEventListener('load', function () {
  var d = document, root = d.documentElement;
  function all(selector, element) { return Array.prototype.slice.call((element || d).querySelectorAll(selector)); }
  // Wider than the window: something does not wrap or scroll inside its own box.
  root.setAttribute('data-probe-overflow', String(Math.max(0, root.scrollWidth - window.innerWidth)));
  // "+N pt hidden" captions that overlap another in the same drawing (every drawing shown).
  var overlaps = [];
  all('svg.wire').forEach(function (svg) {
    var boxes = all('text.over', svg).map(function (text) { return { box: text.getBBox(), text: text.textContent }; });
    for (var i = 0; i < boxes.length; i++) {
      for (var j = i + 1; j < boxes.length; j++) {
        var a = boxes[i].box, b = boxes[j].box;
        if (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5) {
          overlaps.push(svg.id + ': ' + boxes[i].text + ' / ' + boxes[j].text);
        }
      }
    }
  });
  root.setAttribute('data-probe-overlaps', String(overlaps.length));
  root.setAttribute('data-probe-overlap-list', overlaps.slice(0, 5).join('; '));
  // A right-to-left app string keeps the report's words after it on its right in a
  // left-to-right line (an isolated string cannot take "33.2 pt over" into its run).
  var misordered = 0, isolated = 0;
  all('li bdi, .finding p bdi').forEach(function (bdi) {
    if (!/[\u0590-\u08FF]/.test(bdi.textContent)) return;
    isolated++;
    var next = bdi.nextSibling;
    if (!next || next.nodeType !== 3 || !next.textContent.trim()) return;
    var range = d.createRange();
    range.setStart(next, 0);
    range.setEnd(next, Math.min(next.textContent.length, 3));
    var after = range.getClientRects()[0], own = bdi.getClientRects();
    var end = own[own.length - 1];
    if (after && end && after.top === end.top && after.left < end.right - 1) misordered++;
  });
  root.setAttribute('data-probe-rtl-isolated', String(isolated));
  root.setAttribute('data-probe-rtl-misordered', String(misordered));
  // The summary comes before the screen list.
  var summary = d.getElementById('summary'), screens = d.getElementById('nav-title');
  root.setAttribute('data-probe-summary-first', String(!screens || (summary && (summary.compareDocumentPosition(screens) & 4) !== 0)));
  root.setAttribute('data-probe-done', '1');
});
