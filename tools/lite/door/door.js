// numnum's door into JupyterLite: a JupyterLab plugin that readies the notebooks the start page
// opens.  A notebook whose metadata says {"numnum": {"autorun": true}} has its code hidden, its
// cells run by themselves as soon as it opens, and the view stays at its top; the start page's
// language (localStorage "numnum-lang") becomes JupyterLab's.  See tools/lite/README.md.
//
// It is written by hand as a module federation container, the form JupyterLab loads its
// prebuilt extensions in (window._JUPYTERLAB[name] with init() and get()), so the site needs no
// JavaScript build: the plugin uses only the application object JupyterLab hands it (its
// commands, document registry and settings service) and imports nothing.  tools/lite/build.py
// copies this file into the site as extensions/@numnum/lite-door/static/remoteEntry.<hash>.js.

(function () {
  "use strict";

  const NAME = "@numnum/lite-door";
  const LANG_KEY = "numnum-lang"; // the start page's language: "en" or "de"
  const LANG_DONE_KEY = "numnum-lang-ui"; // the language last given to JupyterLab
  const LOCALES = { en: "en", de: "de_DE" };
  const TRANSLATION = "@jupyterlab/translation-extension:plugin";
  const STYLE = `
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

  // A notebook opened: when it is marked for it, hide its code, run it and stay at its top.
  async function ready(app, panel, settled) {
    if (await settled) return; // the page reloads in the start page's language
    await panel.context.ready;
    const mark = metadata(panel.content.model || panel.model);
    if (!mark || mark.autorun !== true) return;
    panel.addClass("numnum-door");
    panel.node.dataset.numnumDoor = "opening";
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
    panel.node.dataset.numnumDoor = "running";
    try {
      await ran;
    } finally {
      panel.node.dataset.numnumDoor = "ran";
    }
    if (notebook.node.scrollTop < 40) top();
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
    description: "Runs the notebooks marked for it when they open, code hidden, at their top; follows the start page's language.",
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
