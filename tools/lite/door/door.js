// numnum's door into JupyterLite: a JupyterLab plugin that readies the notebooks the start page
// opens.  A notebook whose metadata says {"numnum": {"autorun": true}} has its code hidden, its
// cells run by themselves as soon as it opens, the view stays at its top, and a bar above it
// leads back to the site's start page ("⌂ Start page"); the start page's language (localStorage
// "numnum-lang") becomes JupyterLab's.  See tools/lite/README.md.
//
// It is written by hand as a module federation container, the form JupyterLab loads its
// prebuilt extensions in (window._JUPYTERLAB[name] with init() and get()), so the site needs no
// JavaScript build: the plugin uses only the application object JupyterLab hands it (its
// commands, document registry and settings service, and the Lumino widgets it creates) and
// imports nothing.  tools/lite/build.py copies this file into the site as
// extensions/@numnum/lite-door/static/remoteEntry.<hash>.js.

(function () {
  "use strict";

  const NAME = "@numnum/lite-door";
  const LANG_KEY = "numnum-lang"; // the start page's language: "en" or "de"
  const LANG_DONE_KEY = "numnum-lang-ui"; // the language last given to JupyterLab
  const LOCALES = { en: "en", de: "de_DE" };
  const TRANSLATION = "@jupyterlab/translation-extension:plugin";
  // The link back to the start page, in the start page's language.
  const HOME = { en: "Start page", de: "Startseite" };
  const STYLE = `
.numnum-home { min-height: 60px; box-sizing: border-box; display: flex; align-items: center; gap: 16px;
  padding: 6px 16px; background: #fffdf7; border-bottom: 2px solid #cfcfcf; outline: none; }
.numnum-home a { display: inline-flex; align-items: center; gap: 10px; min-height: 44px; box-sizing: border-box;
  padding: 4px 18px; border: 3px solid #2b5fa8; border-radius: 12px; background: #ffffff; color: #1b1b1b;
  font-family: system-ui, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; font-size: 22px; line-height: 1.2;
  font-weight: bold; text-decoration: none; }
.numnum-home a:hover { background: #eef4ff; }
.numnum-home a:focus-visible, .numnum-home a:focus { outline: 4px solid #d35400; outline-offset: 2px; }
.numnum-home a span[aria-hidden] { font-size: 28px; }
.numnum-door .jp-InputPlaceholder, .numnum-door .jp-InputArea-prompt,
.numnum-door .jp-OutputPrompt, .numnum-door .jp-OutputArea-promptOverlay, .numnum-door .jp-Cell-inputCollapser,
.numnum-door .jp-Cell-outputCollapser, .numnum-door .jp-cell-toolbar { display: none; }
.numnum-door .jp-Notebook .jp-Cell { background: transparent; border-color: transparent !important; }
.numnum-door .jp-Notebook .jp-Cell .jp-InputArea-editor { border-color: transparent !important; }
.numnum-door .jp-Cell .jp-Cell-inputWrapper:has(.jp-InputPlaceholder) { min-height: 0; }
`;

  function storage(key) {
    try {
      return window.localStorage.getItem(key);
    } catch (e) {
      return null; // storage blocked: nothing to follow
    }
  }

  // The start page's language for JupyterLab's menus: set once after each change on the start
  // page (a teacher who then chooses another language in JupyterLab keeps it), then reloaded.
  async function followLanguage(app) {
    const lang = storage(LANG_KEY);
    if (!Object.prototype.hasOwnProperty.call(LOCALES, lang) || storage(LANG_DONE_KEY) === lang) {
      return false;
    }
    try {
      window.localStorage.setItem(LANG_DONE_KEY, lang); // first: never a loop of reloads
    } catch (e) {
      return false;
    }
    try {
      const settings = app.serviceManager.settings;
      const current = await settings.fetch(TRANSLATION);
      let raw = {};
      try {
        raw = JSON.parse(current.raw || "{}") || {};
      } catch (e) {
        raw = {}; // JSON5 with comments: written anew
      }
      if (raw.locale === LOCALES[lang]) return false;
      raw.locale = LOCALES[lang];
      await settings.save(TRANSLATION, JSON.stringify(raw, null, 2));
    } catch (e) {
      console.warn("numnum: the language could not be set", e);
      return false;
    }
    window.location.reload();
    return true;
  }

  function metadata(model) {
    if (typeof model.getMetadata === "function") return model.getMetadata("numnum");
    return model.metadata && typeof model.metadata.get === "function" ? model.metadata.get("numnum") : undefined;
  }

  // The site's start page (its index.html at the site's root), as an absolute address.  The root
  // is where JupyterLite's own page config says (config-utils.js writes the merged settings, with
  // the site's path as baseUrl, into the page before JupyterLab starts), else where the page's
  // data-jupyter-lite-root points ("..": the app's folder is one below the root); so a copy of the
  // site under a sub-path leads to its own start page.
  function startPage() {
    const here = window.location.href;
    const script = document.getElementById("jupyter-config-data");
    let root = null;
    try {
      const base = JSON.parse((script && script.textContent) || "{}").baseUrl;
      if (typeof base === "string" && base.startsWith("/") && !base.startsWith("//")) root = new URL(base, here);
    } catch (e) {
      root = null; // not JSON: the page's own pointer to the root
    }
    if (!root) {
      const raw = (script && script.dataset.jupyterLiteRoot) || "..";
      root = new URL(raw.endsWith("/") ? raw : `${raw}/`, here);
    }
    if (root.origin !== window.location.origin) root = new URL("../", here); // never another host
    if (!root.pathname.endsWith("/")) root.pathname += "/";
    return new URL("index.html", root);
  }

  // The language of the link: the start page's (kept in this browser), else the notebook's own
  // (the site writes it into the metadata of the notebooks the start page opens), else English.
  function homeLanguage(mark) {
    const kept = storage(LANG_KEY);
    if (Object.prototype.hasOwnProperty.call(HOME, kept)) return kept;
    if (mark && Object.prototype.hasOwnProperty.call(HOME, mark.lang)) return mark.lang;
    return "en";
  }

  // Lumino's Widget, the class every widget of JupyterLab comes from: the root of the chain of
  // classes of any widget (the door imports nothing, so it takes it from a widget it is given).
  function widgetClass(widget) {
    let cls = widget.constructor;
    while (Object.getPrototypeOf(cls) && Object.getPrototypeOf(cls) !== Function.prototype) {
      cls = Object.getPrototypeOf(cls);
    }
    const ok = typeof cls === "function" && typeof cls.attach === "function" && "processMessage" in cls.prototype;
    return ok ? cls : null;
  }

  // A bar above the notebook, in the panel's content header (a Lumino BoxPanel between the
  // toolbar and the notebook, whose layout gives the bar its CSS min-height: it covers nothing),
  // with one big link to the start page.  The link carries the language (?lang=), for a start
  // page that has none kept.
  function addHome(panel, mark) {
    const header = panel.contentHeader;
    const Widget = header ? widgetClass(header) : null;
    if (!Widget || typeof header.insertWidget !== "function") {
      console.warn("numnum: no place for the link to the start page");
      return null;
    }
    const lang = homeLanguage(mark);
    const href = startPage();
    href.searchParams.set("lang", lang);
    const bar = document.createElement("nav");
    bar.className = "numnum-home";
    bar.tabIndex = -1; // the door puts the focus here: the first Tab reaches the link
    bar.setAttribute("aria-label", HOME[lang]);
    bar.lang = lang;
    const link = document.createElement("a");
    link.href = href.toString();
    link.dataset.numnumHome = lang;
    const symbol = document.createElement("span");
    symbol.textContent = "⌂";
    symbol.setAttribute("aria-hidden", "true");
    const words = document.createElement("span");
    words.textContent = HOME[lang];
    link.append(symbol, words);
    // Leaving for the start page asks nothing: what the door's run changed in the notebook is not
    // the pupil's work (stars and answers are kept by the lessons themselves), so JupyterLab's
    // "Leave site? Changes may not be saved" would only puzzle a child.  A link opened in another
    // tab (Ctrl, Shift, the middle button) leaves this page as it is.
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const model = panel.context && panel.context.model;
      if (model && model.dirty) model.dirty = false;
    });
    bar.append(link);
    const widget = new Widget({ node: bar });
    widget.addClass("numnum-home-widget");
    header.insertWidget(0, widget);
    return widget;
  }

  // The focus goes to the bar, so that the first Tab reaches the link, while the door readies
  // the notebook (JupyterLab focuses its cells meanwhile); once the pupil has clicked or typed
  // in the notebook, or the focus is anywhere else, it stays where it is.
  function focusHome(panel, home) {
    if (!home || home.isDisposed || !panel.isVisible || panel.node.dataset.numnumTouched) return;
    const now = document.activeElement;
    const ours =
      !now || now === document.body || now === panel.node || now === panel.content.node ||
      (panel.content.node.contains(now) && now.classList.contains("jp-Cell"));
    if (ours) home.node.focus({ preventScroll: true });
  }

  function watchTouches(panel) {
    const touched = () => {
      panel.node.dataset.numnumTouched = "yes";
    };
    for (const type of ["pointerdown", "keydown"]) {
      panel.content.node.addEventListener(type, touched, { capture: true, once: true });
    }
  }

  // A notebook opened: when it is marked for it, hide its code, run it and stay at its top.
  async function ready(app, panel, settled) {
    if (await settled) return; // the page reloads in the start page's language
    await panel.context.ready;
    const mark = metadata(panel.content.model || panel.model);
    if (!mark || mark.autorun !== true) return;
    panel.addClass("numnum-door");
    panel.node.dataset.numnumDoor = "opening";
    let home = null;
    try {
      home = addHome(panel, mark);
      watchTouches(panel);
    } catch (e) {
      console.warn("numnum: the link to the start page could not be added", e); // the notebook still runs
    }
    const notebook = panel.content;
    for (const cell of notebook.widgets) {
      if (cell.model.type === "code") cell.inputHidden = true;
    }
    await panel.sessionContext.ready;
    const args = { widgetId: panel.id, activate: false };
    const ran = app.commands.execute("notebook:run-all-cells", args);
    // Running all cells moves to the last cell and scrolls there: back to the top.
    const top = () => {
      notebook.activeCellIndex = 0;
      notebook.deselectAll();
      notebook.mode = "command";
      void Promise.resolve(notebook.scrollToItem ? notebook.scrollToItem(0, "start") : undefined)
        .catch(() => undefined)
        .then(() => {
          notebook.node.scrollTop = 0;
        });
    };
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    top();
    focusHome(panel, home);
    panel.node.dataset.numnumDoor = "running";
    try {
      await ran;
    } finally {
      if (notebook.node.scrollTop < 40) top();
      focusHome(panel, home);
      unchanged(panel);
      panel.node.dataset.numnumDoor = "ran";
    }
  }

  // What the door's own run changed (the outputs) is not the pupil's work, whose stars and answers
  // the lessons keep themselves: the notebook counts as unchanged, so the browser's Back asks no
  // "Leave site? Changes may not be saved" and no copy of it is saved by itself.  The last outputs
  // may come after the run's reply: once more when the kernel is idle again.
  function unchanged(panel) {
    const clean = () => {
      const model = panel.context && panel.context.model;
      if (model && model.dirty) model.dirty = false;
    };
    clean();
    const session = panel.sessionContext;
    if (!session || !session.statusChanged || session.kernelDisplayStatus === "idle") return;
    const idle = (_, status) => {
      if (status !== "idle") return;
      session.statusChanged.disconnect(idle);
      clean();
    };
    session.statusChanged.connect(idle);
  }

  function watch(app, settled) {
    const seen = new WeakSet();
    const hook = (factory) => {
      if (!factory || seen.has(factory)) return;
      seen.add(factory);
      factory.widgetCreated.connect((_, panel) => {
        ready(app, panel, settled).catch((e) => console.warn("numnum: the notebook could not be readied", e));
      });
    };
    const registry = app.docRegistry;
    hook(registry.getWidgetFactory("Notebook"));
    registry.changed.connect((_, change) => {
      if (change.type === "widgetFactory" && change.change === "added") hook(registry.getWidgetFactory(change.name));
    });
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description:
      "Runs the notebooks marked for it when they open, code hidden, at their top, with a link back to the start page; follows the start page's language.",
    autoStart: true,
    activate: (app) => {
      const style = document.createElement("style");
      style.textContent = STYLE;
      document.head.appendChild(style);
      watch(app, followLanguage(app));
    },
  };

  const modules = { "./extension": { __esModule: true, default: plugin } };
  const root = typeof window !== "undefined" ? window : globalThis;
  root._JUPYTERLAB = root._JUPYTERLAB || {};
  root._JUPYTERLAB[NAME] = {
    init: () => undefined, // shares nothing and needs nothing shared
    get: (module) => {
      if (!Object.prototype.hasOwnProperty.call(modules, module)) {
        return Promise.reject(new Error(`${NAME} has no module ${module}`));
      }
      return Promise.resolve(() => modules[module]);
    },
  };
})();
