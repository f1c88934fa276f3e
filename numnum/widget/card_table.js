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
    fly(was);
    const overlay = root.querySelector(".nn-overlay");
    const kind = overlay ? overlay.className : null;
    let focused = false;
    if (overlay) {
      const button = overlay.querySelector(".nn-primary, button");
      if (button) {
        button.focus({ preventScroll: true });
        focused = true;
      }
      if (kind !== overlayKind) scrollIntoView(overlay.querySelector(".nn-box"));
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

  const act = (target) => {
    const action = target.dataset.action;
    const msg = { action };
    if (target.dataset.index !== undefined) msg.index = Number(target.dataset.index);
    if (target.dataset.card !== undefined) msg.card = target.dataset.card;
    const pressed = target.getAttribute("aria-pressed");
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
    // whatever happens below, the key is the table's: JupyterLab never sees it
    event.stopPropagation();
    if (event.type !== "keydown" || dead) return;
    const target = event.target;
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
    if ((key === "enter" || key === " ") && target.matches && target.matches("button")) return;
    // a screen in the middle (pass the laptop, scores, resume) is modal: only its keys work
    const scope = root.querySelector(".nn-overlay") || root;
    const button = scope.querySelector(`button[data-shortcut="${CSS.escape(key)}"]:not([disabled])`);
    if (button) {
      event.preventDefault();
      act(button);
    } else if (key === " " || key.startsWith("arrow") || key === "pageup" || key === "pagedown") {
      event.preventDefault(); // no scrolling the notebook from inside the table either
    }
  };
  for (const type of KEY_EVENTS) root.addEventListener(type, onKey);

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
    try {
      if (kernel && kernel.statusChanged) kernel.statusChanged.disconnect(onStatus);
    } catch (e) {
      // nothing to undo
    }
  };
}

export default { render };
