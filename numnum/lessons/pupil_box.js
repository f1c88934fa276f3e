// A box of a lesson that knows which browser shows it: the Start step's stars and the practice's
// streak.  Python puts numnum/widget/identity.js in front of this script (see box.py); the box
// shows the HTML that Python drew and says hello once, so that the kernel finds this browser's
// stars and answers (numnum/lessons/pupil.py).  It decides nothing itself.

function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "numnum-pupil";
  const show = () => {
    box.innerHTML = model.get("html");
  };
  model.on("change:html", show);
  show();
  el.appendChild(box);
  const bye = numnumHello(model, el);
  return () => {
    model.off("change:html", show);
    bye();
  };
}

export default { render };
