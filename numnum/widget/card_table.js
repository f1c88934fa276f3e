// The card table's script: show the HTML that Python drew, send clicks and keys back.
// It decides nothing: every rule lives in Python.
//
// Three promises to the notebook around it:
// - every key that lands in the table stays in the table (handled or ignored): a letter never
//   reaches JupyterLab, where it would turn the cell into Markdown or delete it;
// - the table takes the focus when it appears and keeps it when the picture changes, so the
//   focus never falls back to the page;
// - the timer of a computer move belongs to that move: clicks in between never restart it.

function settingsOf(root) {
  const values = {};
  for (const el of root.querySelectorAll("[data-setting]")) {
    values[el.dataset.setting] = el.type === "checkbox" ? el.checked : el.value;
  }
  return values;
}

const KEY_EVENTS = ["keydown", "keypress", "keyup"];

// ---------------------------------------------------------------- the table fits its screen
// The table is exactly as high as the part of the screen it is seen in (the notebook's scrolling
// area, the window, or the whole screen in full screen): it never grows during play, and the
// pile, the turn line and the hand are seen together wherever it is scrolled into view.  The
// cards take the size that fits: big first, smaller (and overlapping in a long hand) when needed.

// hand card widths (px): smallest, largest, and share of the height; below `low` px of height the
// compact layout is used; below `least` the projector mode's text of 28 px does not fit (it keeps
// the normal sizes there, "cramped")
const FIT = {
  normal: { min: 48, max: 170, share: 0.18, low: 560 },
  large: { min: 80, max: 250, share: 0.2, low: 800, least: 620 },
};
const CARD_GAP = 6; // px between two cards of the hand that do not overlap
const CARD_RING = 7; // px that the ring of a card that fits reaches beyond the card

// the scrolling area of a notebook: JupyterLab 4, Notebook 7, JupyterLite (and JupyterLab 3)
const NOTEBOOK = ".jp-WindowedPanel-outer, .jp-NotebookPanel-notebook";

// the height (px) in which the table is seen
function visibleHeight(root) {
  if (document.fullscreenElement === root) return window.innerHeight;
  let height = window.innerHeight;
  for (let el = root.parentElement; el && el !== document.body; el = el.parentElement) {
    const style = getComputedStyle(el);
    if (style.overflowY !== "auto" && style.overflowY !== "scroll") continue;
    if (el.matches(NOTEBOOK)) {
      height = Math.min(height, el.clientHeight); // the notebook's own scrolling area
    } else if (style.maxHeight.endsWith("px")) {
      height = Math.min(height, parseFloat(style.maxHeight)); // a box of limited height (scrolled output)
    } else if (el.scrollHeight > el.clientHeight + 1) {
      height = Math.min(height, el.clientHeight); // any other box that scrolls
    }
  }
  return height;
}

// the card sizes; `overlap`: the hand's cards overlap when they do not fit side by side in a row
function setCardSizes(root, hand, card, top, overlap) {
  root.style.setProperty("--nn-card", `${Math.floor(card)}px`);
  root.style.setProperty("--nn-top", `${Math.floor(top)}px`);
  let lap = CARD_GAP;
  const count = hand ? hand.querySelectorAll(".nn-card").length : 0;
  if (overlap && count > 1) {
    const room = hand.clientWidth - 2 * CARD_RING - 4;
    if (count * card + (count - 1) * CARD_GAP > room) lap = Math.max(-0.7 * card, (room - count * card) / (count - 1));
  }
  root.style.setProperty("--nn-lap", `${Math.floor(lap)}px`);
}

// fit the table to the height it is seen in; called after every picture and on every resize
function fitTable(root) {
  const table = root.querySelector(".nn-table");
  if (!table || !root.isConnected) return;
  const full = document.fullscreenElement === root;
  const height = Math.max(320, Math.floor(visibleHeight(root)) - (full ? 0 : 4));
  // the projector mode in a space too low for its text of 28 px keeps the normal sizes
  const cramped = table.classList.contains("nn-size-large") && height < FIT.large.least;
  root.classList.toggle("nn-cramped", cramped);
  const fit = table.classList.contains("nn-size-large") && !cramped ? FIT.large : FIT.normal;
  root.classList.add("nn-fitted");
  root.classList.remove("nn-no-log");
  root.classList.toggle("nn-compact", height < fit.low);
  root.style.setProperty("--nn-h", `${height}px`);
  const hand = table.querySelector(".nn-hand");
  const play = table.querySelector(".nn-play");
  let top = Math.min(fit.max * 1.1, Math.max(fit.min, height * fit.share) * 1.1);
  let card = Math.min(fit.max, Math.max(fit.min, height * fit.share));
  const count = hand ? hand.querySelectorAll(".nn-card").length : 0;
  if (hand && count > 1) {
    // a hand that almost fits side by side gets a little smaller rather than overlapping
    const side = (hand.clientWidth - 2 * CARD_RING - 4 - (count - 1) * CARD_GAP) / count;
    card = Math.max(Math.min(card, side), card * 0.85, fit.min);
  }
  // first the cards side by side (in two rows or more when there is room for them), else in one
  // row, overlapping; then smaller until the table fits
  let overlap = false;
  for (let tries = 0; tries < 10; tries++) {
    setCardSizes(root, hand, card, top, overlap);
    const over = play ? play.scrollHeight - play.clientHeight : 0;
    if (over <= 0) break;
    if (!overlap && count > 1) {
      overlap = true;
      continue;
    }
    if (card <= fit.min) break;
    // the hand's row and the pile are 1.4 times as high as wide: both shrink the table's content
    const shrink = Math.min(0.95, Math.max(0.6, 1 - (over + 2) / (1.4 * (card + top))));
    card = Math.max(fit.min, card * shrink);
    top = Math.max(fit.min, top * shrink);
  }
  const log = table.querySelector(".nn-log-area");
  if (log && log.clientHeight < 56) root.classList.add("nn-no-log"); // no room for two lines: left out
}

// ---------------------------------------------------------------- full screen
function isFullscreen(root) {
  return document.fullscreenElement === root;
}

function toggleFullscreen(root) {
  if (isFullscreen(root)) {
    document.exitFullscreen().catch(() => {});
  } else if (root.requestFullscreen) {
    root.requestFullscreen().catch(() => {}); // refused (a frame that may not): the table stays as it is
  }
}

// the button shows only where the browser offers full screen
function showFullscreenButton(root) {
  for (const button of root.querySelectorAll(".nn-fullscreen")) button.hidden = !document.fullscreenEnabled;
}

// in full screen Tab walks round the table's own buttons and never leaves it
function focusables(root) {
  return [...root.querySelectorAll("button, select, input, [tabindex='0']")].filter(
    (el) => !el.disabled && !el.closest("[inert]") && el.getClientRects().length > 0,
  );
}

function keepTabInside(root, event) {
  const list = focusables(root);
  const at = list.indexOf(document.activeElement);
  if (!list.length) {
    event.preventDefault();
    root.focus({ preventScroll: true });
  } else if (event.shiftKey && at <= 0) {
    event.preventDefault();
    list[list.length - 1].focus();
  } else if (!event.shiftKey && (at < 0 || at === list.length - 1)) {
    event.preventDefault();
    list[0].focus();
  }
}

// Shift+Enter and Ctrl+Enter run cells: they are the teacher's, and go on to JupyterLab
function isRunKey(event) {
  return event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey) && !event.altKey;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "nn-root";
  root.tabIndex = -1;
  el.appendChild(root);
  let timer = null;
  let timerTurn = null;
  let focusedKey = null;
  let overlayKind = null;
  let dead = false;
  let first = true;
  // settings typed or chosen but not sent yet: a new picture (a computer's move) keeps them
  let unsent = {};
  let sentSettings = null; // the settings last sent, as JSON
  let panelOpen = false;

  const send = (msg) => {
    if (dead) return;
    if (msg.settings) {
      unsent = {}; // sent: Python's picture shows them from now on
      sentSettings = JSON.stringify(msg.settings);
    }
    model.send({ ...msg, step: model.get("step") });
  };

  const owner = () => root.querySelector(".nn-table");

  const scrollIntoView = (node) => {
    if (node && node.scrollIntoView) node.scrollIntoView({ block: "nearest", inline: "nearest" });
  };

  // the whole table in view (it is no higher than the space it is seen in): after "Go on", a new
  // game, a closed box or panel, the hand is on screen again
  const bringIntoView = () => {
    if (!isFullscreen(root)) scrollIntoView(owner());
  };

  // the kernel is gone (restarted or stopped): the table stays on show but says what to do
  const die = () => {
    if (dead) return;
    dead = true;
    clearTimeout(timer);
    const table = owner();
    if (!table) return;
    const main = table.querySelector(".nn-main");
    if (main) main.setAttribute("inert", "");
    for (const other of table.querySelectorAll(".nn-overlay")) other.remove();
    const notice = table.querySelector(".nn-dead");
    if (notice) {
      notice.hidden = false;
      bringIntoView();
      scrollIntoView(notice.querySelector(".nn-box"));
    }
    root.focus({ preventScroll: true });
  };

  // where the cards are before a new picture: the card played flies from there to the pile
  const before = () => {
    const pile = root.querySelector(".nn-pile > svg");
    const hand = {};
    for (const b of root.querySelectorAll(".nn-hand button[data-card]")) {
      hand[b.dataset.card] = b.getBoundingClientRect();
    }
    const mover = root.querySelector(".nn-seat.nn-turn");
    return {
      top: pile ? pile.dataset.card : null,
      hand,
      mover: mover ? mover.getBoundingClientRect() : null,
    };
  };

  const still = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  const fly = (was) => {
    const pile = root.querySelector(".nn-pile > svg");
    if (!pile || !was.top || pile.dataset.card === was.top || still()) return;
    const from = was.hand[pile.dataset.card] || was.mover;
    if (!from || !pile.animate) return;
    const to = pile.getBoundingClientRect();
    if (!to.width) return;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const scale = Math.max(0.3, Math.min(1.5, from.width / to.width));
    pile.animate(
      [{ transform: `translate(${dx}px, ${dy}px) scale(${scale}) rotate(-8deg)` }, { transform: "none" }],
      { duration: 420, easing: "cubic-bezier(.2, .8, .3, 1)" },
    );
    root.dataset.animations = String(Number(root.dataset.animations || 0) + 1);
  };

  const draw = () => {
    if (dead) return;
    const was = before();
    const active = document.activeElement;
    const hadFocus = !!active && (active === root || root.contains(active));
    if (hadFocus && active !== root && active.dataset && active.dataset.key) {
      focusedKey = active.dataset.key;
    }
    root.innerHTML = model.get("html");
    if (!root.querySelector(".nn-settings")) unsent = {};
    for (const [name, value] of Object.entries(unsent)) {
      const field = root.querySelector(`[data-setting="${CSS.escape(name)}"]`);
      if (field && field.type === "checkbox") field.checked = value;
      else if (field) field.value = value;
    }
    showFullscreenButton(root);
    fitTable(root);
    fly(was);
    const overlay = root.querySelector(".nn-overlay");
    const kind = overlay ? overlay.className : null;
    const panel = !!root.querySelector(".nn-panel");
    if (!first && ((overlayKind !== null && kind === null) || (panelOpen && !panel))) bringIntoView();
    panelOpen = panel;
    let focused = false;
    if (overlay) {
      const button = overlay.querySelector(".nn-primary, button");
      if (button) {
        button.focus({ preventScroll: true });
        focused = true;
      }
      if (kind !== overlayKind) {
        bringIntoView(); // the whole table, and so the box in its middle
        scrollIntoView(overlay.querySelector(".nn-box"));
      }
    } else if (focusedKey && (hadFocus || first)) {
      const again = root.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
      if (again && !again.disabled) {
        again.focus({ preventScroll: true });
        focused = document.activeElement === again;
      }
    }
    if (!focused && (hadFocus || overlayKind !== kind)) {
      // the focused button is gone (the last card, "Play again", a closed box): keep the keys here
      const card = root.querySelector(".nn-hand .nn-playable, .nn-hand button");
      if (overlayKind !== null && kind === null && card) card.focus({ preventScroll: true });
      else root.focus({ preventScroll: true });
    }
    overlayKind = kind;
    const wait = model.get("bot_wait");
    const turn = model.get("turn");
    if (wait < 0) {
      clearTimeout(timer);
      timerTurn = null;
    } else if (turn !== timerTurn) {
      // a new computer move: its pause starts now and nothing but the move itself ends it
      clearTimeout(timer);
      timerTurn = turn;
      timer = setTimeout(() => send({ action: "bot", turn }), wait);
    }
  };

  // a button's message; `key` is the shortcut key that pressed it (none for a click)
  const act = (target, key) => {
    const action = target.dataset.action;
    if (action === "fullscreen") {
      toggleFullscreen(root); // the browser's business: Python never hears of it
      return;
    }
    const msg = { action };
    if (key) msg.key = key;
    if (target.dataset.index !== undefined) msg.index = Number(target.dataset.index);
    if (target.dataset.card !== undefined) msg.card = target.dataset.card;
    const pressed = target.getAttribute("aria-pressed") ?? target.dataset.pressed ?? null;
    if (pressed !== null && target.dataset.action !== "card") msg.pressed = pressed === "true";
    if (action === "new_game") msg.settings = settingsOf(root);
    focusedKey = target.dataset.key || null;
    send(msg);
  };

  root.addEventListener("click", (event) => {
    const target = event.target.closest("button[data-action]");
    if (dead || !target || !root.contains(target) || target.disabled) return;
    event.preventDefault();
    act(target);
  });

  root.addEventListener("input", (event) => {
    const target = event.target;
    if (target.dataset && target.dataset.setting) {
      unsent[target.dataset.setting] = target.type === "checkbox" ? target.checked : target.value;
    }
  });

  root.addEventListener("change", (event) => {
    const target = event.target;
    if (target.dataset && target.dataset.rerender) {
      const settings = settingsOf(root);
      if (JSON.stringify(settings) === sentSettings) return; // Enter has sent them already
      focusedKey = `setting-${target.dataset.setting}`;
      send({ action: "settings_change", settings });
    }
  });

  const onKey = (event) => {
    const full = isFullscreen(root);
    if (isRunKey(event) && !full) return; // the teacher's run keys reach JupyterLab (not in full screen)
    // whatever happens below, the key is the table's: JupyterLab never sees it
    event.stopPropagation();
    if (isRunKey(event)) {
      event.preventDefault(); // in full screen a run key does nothing (and presses no button)
      return;
    }
    if (event.type !== "keydown" || dead) return;
    const target = event.target;
    if (full && event.key === "Tab") {
      keepTabInside(root, event);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (target.matches && target.matches("input, select, textarea")) {
      if (event.key === "Enter" && target.matches("input")) {
        event.preventDefault(); // Enter in a number field: the panel checks the value
        focusedKey = target.dataset.key || null;
        send({ action: "settings_change", settings: settingsOf(root) });
      }
      return;
    }
    const key = event.key.toLowerCase();
    if (key === "arrowleft" || key === "arrowright") {
      const cards = [...root.querySelectorAll(".nn-hand button")];
      const at = cards.indexOf(document.activeElement);
      if (cards.length) {
        const next = at < 0 ? 0 : (at + (key === "arrowright" ? 1 : cards.length - 1)) % cards.length;
        cards[next].focus();
      }
      event.preventDefault();
      return;
    }
    if (key === "home" || key === "end") {
      // the first or the last card, never the top or the end of the notebook
      const cards = focusables(root).filter((el) => el.closest(".nn-hand"));
      if (cards.length) cards[key === "home" ? 0 : cards.length - 1].focus();
      event.preventDefault();
      return;
    }
    if ((key === "enter" || key === " ") && target.matches && target.matches("button")) return;
    // a screen in the middle (pass the laptop, scores, resume) is modal: only its keys work; under
    // an open panel the cards' keys wait
    const scope = root.querySelector(".nn-overlay") || root;
    const button = [...scope.querySelectorAll(`button[data-shortcut="${CSS.escape(key)}"]:not([disabled])`)].find(
      (b) => !b.closest("[inert]") && !b.hidden,
    );
    if (button) {
      event.preventDefault();
      if (!event.repeat) act(button, key); // a key held down presses once
    } else if (key === "escape" && full) {
      event.preventDefault();
      toggleFullscreen(root);
    } else if (key === " " || key.startsWith("arrow") || key === "pageup" || key === "pagedown") {
      event.preventDefault(); // no scrolling the notebook from inside the table either
    }
  };
  for (const type of KEY_EVENTS) root.addEventListener(type, onKey);

  // the table follows the space it is seen in: a resized window, the sidebar, the notebook's area,
  // full screen (its own height is the fit's doing, and never asks for another fit)
  let fitting = 0;
  let width = -1;
  let notebook = null;
  const refit = () => {
    cancelAnimationFrame(fitting);
    fitting = requestAnimationFrame(() => fitTable(root));
  };
  const resized =
    typeof ResizeObserver === "function"
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            if (entry.target === root && Math.round(entry.contentRect.width) === width) continue;
            if (entry.target === root) width = Math.round(entry.contentRect.width);
            refit();
          }
          const area = root.closest(NOTEBOOK);
          if (area && area !== notebook && resized) {
            notebook = area;
            resized.observe(area);
          }
        })
      : null;
  if (resized) resized.observe(root);
  window.addEventListener("resize", refit);
  const onFullscreen = () => {
    fitTable(root);
    if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    if (!document.fullscreenElement) bringIntoView();
  };
  root.addEventListener("fullscreenchange", onFullscreen);
  // in full screen the focus stays in the table: nothing of the page around it can be reached
  const onFocusIn = (event) => {
    if (isFullscreen(root) && !root.contains(event.target)) root.focus({ preventScroll: true });
  };
  document.addEventListener("focusin", onFocusIn);

  model.on("change:html", draw);
  model.on("change:bot_wait", draw);
  model.on("comm_live_update", die);
  model.on("comm:close", die);
  const manager = model.widget_manager;
  const kernel = manager && manager.kernel;
  const onStatus = (_kernel, status) => {
    if (status === "restarting" || status === "autorestarting" || status === "dead") die();
  };
  try {
    if (kernel && kernel.statusChanged) kernel.statusChanged.connect(onStatus);
  } catch (e) {
    // not JupyterLab: the model's own events above say when the kernel is gone
  }

  const goodbye = numnumHello(model, root); // who the browser is (identity.js): before any other message
  draw();
  // when the cell has run: the table takes the keys and comes into view (top card, turn, hand)
  const appear = (tries) => {
    if (!model.get("take_focus")) return; // a lesson: the pupil reads the page from the top
    if (!root.isConnected) {
      if (tries > 0) setTimeout(() => appear(tries - 1), 50);
      return;
    }
    first = false;
    fitTable(root); // now that the table is on the page, it knows the space it is seen in
    const primary = root.querySelector(".nn-overlay .nn-primary, .nn-overlay button");
    if (primary) primary.focus({ preventScroll: true });
    else if (!root.contains(document.activeElement)) root.focus({ preventScroll: true });
    const box = root.querySelector(".nn-overlay .nn-box");
    scrollIntoView(root.querySelector(".nn-table"));
    scrollIntoView(box || root.querySelector(".nn-hand-area") || root);
  };
  setTimeout(() => appear(100), 0);
  return () => {
    clearTimeout(timer);
    goodbye();
    cancelAnimationFrame(fitting);
    if (resized) resized.disconnect();
    window.removeEventListener("resize", refit);
    document.removeEventListener("focusin", onFocusIn);
    try {
      if (kernel && kernel.statusChanged) kernel.statusChanged.disconnect(onStatus);
    } catch (e) {
      // nothing to undo
    }
  };
}

export default { render };
