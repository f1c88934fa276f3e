// The browser's identity, for what numnum keeps per pupil (a card table's saved game).
// Python puts this file in front of a widget's own script (see card_table.py); it holds nothing
// of the table.  What the kernel does with it: numnum/identity.py (it trusts none of it).
//
// The identity is 32 random lowercase hex digits, made once with crypto.getRandomValues and kept
// in localStorage: per server (origin) and browser profile.  Where the page may keep nothing
// (storage blocked, a sandboxed frame), the browser has no identity and says so (null): the
// kernel then keeps no game for it rather than one that another pupil could find.

const NUMNUM_ID_KEY = "numnum-browser-id";
const NUMNUM_ID = /^[0-9a-f]{32}$/;

export function numnumBrowserId() {
  try {
    const store = window.localStorage;
    let id = store.getItem(NUMNUM_ID_KEY);
    if (id === null || !NUMNUM_ID.test(id)) {
      const bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
      store.setItem(NUMNUM_ID_KEY, id);
      if (store.getItem(NUMNUM_ID_KEY) !== id) return null; // not kept: no identity
    }
    return id;
  } catch (e) {
    return null; // no storage here: no identity
  }
}

// Which notebook the widget is in: its path where JupyterLab's widget manager knows it
// (JupyterLab, Notebook 7, JupyterLite), else the page's address (Voilà shows one notebook a page).
export function numnumPage(model) {
  try {
    const manager = model.widget_manager;
    const path = manager && manager.context && manager.context.path;
    if (typeof path === "string" && path) return path;
  } catch (e) {
    // no notebook context: the address below
  }
  return window.location.pathname;
}

// Say hello to the kernel: who the browser is and where the widget stands (its first message);
// the kernel answers with the synced "kept" ("waiting", "yes" or "no"), shown as data-kept on el.
export function numnumHello(model, el) {
  const show = () => {
    el.dataset.kept = model.get("kept");
  };
  model.on("change:kept", show);
  show();
  model.send({ action: "hello", browser: numnumBrowserId(), page: numnumPage(model) });
  return () => model.off("change:kept", show);
}
