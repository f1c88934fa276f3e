// The start page of numnum's JupyterLite site: big buttons for the games and the lessons, in
// English or German (the choice is kept in localStorage as "numnum-lang", and the site's
// JupyterLab follows it: tools/lite/door/door.js), with the stars the pupil earned in the lessons
// (the lessons keep a summary in localStorage as "numnum-stars": numnum/teaching/lessons/pupil_box.js).
// Everything shown is set as text (never as HTML), and what comes from storage is checked.
(function () {
  "use strict";

  const LANG_KEY = "numnum-lang";
  const STARS_KEY = "numnum-stars";
  const TEXTS = {
    en: {
      play: "Play",
      lessons: "Lessons",
      starsNote: "★ = star earned in the lesson's practice, ☆ = not yet",
      lesson: "Lesson",
      earned: "star earned",
      notYet: "no star yet",
      teachers: "For teachers: all notebooks in JupyterLab",
      worksheets:
        "Printed worksheets are made with numnum installed on a computer (the notebook teachers.ipynb, see the project's README).",
      notKept:
        "This page cannot keep your games and stars: after a reload they are gone. " +
        "Teacher: serve the site with https:// (or open it on localhost), then games and stars are kept.",
    },
    de: {
      play: "Spielen",
      lessons: "Lektionen",
      starsNote: "★ = Stern in der Übung der Lektion verdient, ☆ = noch nicht",
      lesson: "Lektion",
      earned: "Stern verdient",
      notYet: "noch kein Stern",
      teachers: "Für Lehrkräfte: alle Notebooks in JupyterLab",
      worksheets:
        "Arbeitsblätter zum Ausdrucken entstehen mit numnum, auf einem Computer installiert (das Notebook teachers.ipynb, siehe das README des Projekts).",
      notKept:
        "Diese Seite kann deine Spiele und Sterne nicht aufbewahren: Nach dem Neuladen sind sie weg. " +
        "Für Lehrkräfte: Stellt die Seite über https:// bereit (oder öffnet sie über localhost), " +
        "dann bleiben Spiele und Sterne erhalten.",
    },
  };

  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      return null;
    }
  }

  function site() {
    const data = JSON.parse(document.getElementById("numnum-site").textContent);
    return data;
  }

  // The stars kept by the lessons, checked: {lesson number: true} for lessons 1 to 10 only.
  function stars() {
    const earned = {};
    const store = storage();
    if (!store) return earned;
    let data = null;
    try {
      data = JSON.parse(store.getItem(STARS_KEY) || "{}");
    } catch (e) {
      return earned;
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return earned;
    for (let n = 1; n <= 10; n++) {
      const value = data[String(n)];
      if (Number.isInteger(value) && value >= 1) earned[n] = true;
    }
    return earned;
  }

  // The pupil's language: the one kept in this browser, else the one of the page's address
  // (?lang=de: the door's link back from a notebook says in which language the pupil was), else
  // the site's first language.
  function language(data) {
    const store = storage();
    const kept = store ? store.getItem(LANG_KEY) : null;
    if (kept === "en" || kept === "de") return kept;
    const asked = new URLSearchParams(window.location.search).get("lang");
    return asked === "en" || asked === "de" ? asked : data.lang;
  }

  function span(cls, text, hidden) {
    const s = document.createElement("span");
    s.className = cls;
    s.textContent = text;
    if (hidden) s.setAttribute("aria-hidden", "true");
    return s;
  }

  function link(href) {
    const a = document.createElement("a");
    a.href = href;
    return a;
  }

  function show(data, lang) {
    const t = TEXTS[lang];
    document.documentElement.lang = lang;
    for (const el of document.querySelectorAll("[data-text]")) el.textContent = t[el.dataset.text];
    for (const button of document.querySelectorAll("#languages button")) {
      button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    }
    const games = document.getElementById("games");
    games.replaceChildren();
    for (const game of data.games) {
      const a = link(`notebooks/index.html?path=${encodeURIComponent(game.path[lang])}`);
      a.dataset.game = game.id;
      a.append(span("symbol", game.symbol, true), span("name", game.name[lang]));
      const li = document.createElement("li");
      li.append(a);
      games.append(li);
    }
    const earned = stars();
    const lessons = document.getElementById("lessons");
    lessons.replaceChildren();
    for (const lesson of data.lessons) {
      const a = link(`notebooks/index.html?path=${encodeURIComponent(lesson.path[lang])}`);
      a.dataset.lesson = String(lesson.number);
      const star = earned[lesson.number];
      a.dataset.star = star ? "yes" : "no";
      a.setAttribute("aria-label", `${t.lesson} ${lesson.number}: ${lesson.title[lang]} (${star ? t.earned : t.notYet})`);
      a.append(
        span("number", String(lesson.number), true),
        span("name", lesson.title[lang], true),
        span(`star ${star ? "earned" : "open"}`, star ? "★" : "☆", true),
      );
      a.title = star ? t.earned : t.notYet;
      const li = document.createElement("li");
      li.append(a);
      lessons.append(li);
    }
  }

  // Whether this browser runs the site's service worker: without it the games and the lessons
  // keep nothing (numnum.identity.home_is_kept), as on a page from plain http:// (browsers run
  // service workers only for https:// and localhost) or in a browser that blocks them.  It is
  // registered here as JupyterLite's apps register it (the same script, whose scope is the
  // site), so that it already runs the first notebook a pupil opens.
  const WORKER = "service-worker.js?enableCache=false";
  async function keepsWork() {
    const workers = window.isSecureContext ? navigator.serviceWorker : undefined;
    if (!workers) return false;
    try {
      if (await workers.getRegistration()) return true;
      return Boolean(await workers.register(WORKER));
    } catch (e) {
      return false;
    }
  }

  // The note that nothing is kept, shown when so; the page says it has looked (data-kept).
  async function sayWhetherKept() {
    const kept = await keepsWork();
    document.getElementById("not-kept").hidden = kept;
    document.body.dataset.kept = kept ? "yes" : "no";
  }

  function start() {
    const data = site();
    let lang = language(data);
    for (const button of document.querySelectorAll("#languages button")) {
      button.addEventListener("click", () => {
        lang = button.dataset.lang;
        const store = storage();
        try {
          if (store) store.setItem(LANG_KEY, lang);
        } catch (e) {
          // not kept: this page still switches
        }
        show(data, lang);
      });
    }
    show(data, lang);
    // stars earned in a lesson in another tab: shown when the pupil comes back
    window.addEventListener("storage", (event) => {
      if (event.key === STARS_KEY || event.key === LANG_KEY) show(data, language(data));
    });
    // back from a lesson, the browser may show this page from its back/forward cache, as it was
    // left: its stars anew (a lesson's star earned meanwhile, in this tab)
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) show(data, language(data));
    });
    sayWhetherKept();
  }

  start();
})();
