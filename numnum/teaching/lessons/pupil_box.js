// A box of a lesson that knows which browser shows it: the Start step's stars and the practice's
// streak.  Python puts numnum/widget/identity.js in front of this script (see box.py); the box
// shows the HTML that Python drew and says hello once, so that the kernel finds this browser's
// stars and answers (numnum/teaching/lessons/pupil.py).  It decides nothing itself.
//
// It also keeps a summary of the pupil's stars in localStorage ("numnum-stars": a JSON map of
// lesson number to stars, {"1": 1, "3": 1}), which the JupyterLite site's start page shows
// without a kernel.  Stars are only ever added: the summary keeps what it had and adds the box's.

const NUMNUM_STARS_KEY = "numnum-stars";

// The summary as it is kept, checked: lesson numbers 1-10 with 1 star (anything else is dropped).
function numnumStarsKept(store) {
  const kept = {};
  let data = null;
  try {
    data = JSON.parse(store.getItem(NUMNUM_STARS_KEY) || "{}");
  } catch (e) {
    data = null; // damaged: written anew
  }
  if (data && typeof data === "object" && !Array.isArray(data)) {
    for (let n = 1; n <= 10; n++) {
      if (data[String(n)] === 1) kept[String(n)] = 1;
    }
  }
  return kept;
}

function numnumKeepStars(stars) {
  try {
    const store = window.localStorage;
    const kept = numnumStarsKept(store);
    let changed = store.getItem(NUMNUM_STARS_KEY) === null;
    for (const n of stars || []) {
      if (Number.isInteger(n) && n >= 1 && n <= 10 && kept[String(n)] !== 1) {
        kept[String(n)] = 1;
        changed = true;
      }
    }
    if (changed) store.setItem(NUMNUM_STARS_KEY, JSON.stringify(kept));
  } catch (e) {
    // no storage here: the start page shows no stars (the lesson says what is kept)
  }
}

function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "numnum-pupil";
  const show = () => {
    box.innerHTML = model.get("html");
  };
  const keep = () => numnumKeepStars(model.get("stars"));
  model.on("change:html", show);
  model.on("change:stars", keep);
  show();
  keep();
  el.appendChild(box);
  const bye = numnumHello(model, el);
  return () => {
    model.off("change:html", show);
    model.off("change:stars", keep);
    bye();
  };
}

export default { render };
