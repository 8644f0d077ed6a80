// Tablekeeper dashboard: one live state from /api/events, rendered for everyone; controls for the host.
// Plain JS, no build step: the Pi serves this file as it is.
'use strict';

const HEARTBEAT_MS = 5000; // the server sends a heartbeat event at least this often
let state = null;          // the last state the server sent
let host = false;          // this browser holds the PIN's session
let source = null;
let watchdog = null;
let reveal = [];           // cards tapped so far for a Nanuk reveal
let nanaSource = null;     // the hand end or grid slot chosen for a nana reveal
const $ = (id) => document.getElementById(id);

// ---------- small helpers ----------

function esc(v) {
  return String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function h(strings, ...values) { // html`...` with escaped values; raw() passes markup through
  return strings.reduce((out, s, i) => out + s + (i < values.length ? (values[i] && values[i].raw !== undefined ? values[i].raw : esc(values[i])) : ''), '');
}
const raw = (s) => ({ raw: s });

function toast(text, bad = true) {
  const t = $('toast');
  t.textContent = text;
  t.className = bad ? 'bad' : 'good';
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, bad ? 8000 : 2500);
}

async function api(method, path, body, raw) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.body = raw ? body : JSON.stringify(body);
    opts.headers['Content-Type'] = raw ? 'application/x-ndjson' : 'application/json';
  }
  const res = await fetch(path, opts);
  const text = await res.text();
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch (e) { /* not JSON */ }
  if (!res.ok) {
    if (res.status === 401 && path !== '/api/session') setHost(false);
    const message = json && json.detail ? json.detail + (json.expected ? ' — expected: ' + json.expected : '') : res.status + ' ' + text;
    toast(message);
    throw new Error(message);
  }
  return json;
}

// Submit one record line; the new state arrives by the live feed (and in the answer, for speed).
async function line(obj) {
  const s = await api('POST', '/api/lines', obj);
  reveal = [];
  nanaSource = null;
  if (s) apply(s, true); // the controls' own state changed too: render even when the event came first
}

// ---------- live feed ----------

function connect() {
  if (source) source.close();
  source = new EventSource('/api/events');
  source.addEventListener('state', (e) => { alive(); apply(JSON.parse(e.data)); });
  source.addEventListener('heartbeat', alive);
  source.onopen = alive;
  source.onerror = () => {
    lost();
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
  };
}

function alive() {
  $('lost').hidden = true;
  const c = $('conn');
  c.textContent = 'live';
  c.className = 'conn ok';
  clearTimeout(watchdog);
  watchdog = setTimeout(() => { lost(); connect(); }, HEARTBEAT_MS * 3);
}

function lost() {
  $('lost').hidden = false;
  const c = $('conn');
  c.textContent = 'offline';
  c.className = 'conn bad';
}

function apply(s, force = false) {
  if (state && s.version < state.version) return; // an older answer arriving after a newer event
  // the same state again (a POST's answer and then its event): rendering it anew would wipe what the host is
  // typing into the controls
  if (!force && state && JSON.stringify(s) === JSON.stringify(state)) return;
  state = s;
  render();
}

// ---------- rendering ----------

const ANIMALS = ['deer', 'seal', 'fish', 'bird'];
// Plain words, no emoji: a Pi or a kiosk browser may have no emoji font.

function cardChip(code, extra = '') {
  const animal = code.split('-')[0];
  const dbl = code.includes('double');
  const bear = code.includes('nanuk');
  const label = animal + (dbl ? ' ×2' : '');
  return `<span class="card ${esc(animal)}${bear ? ' bear' : ''} ${extra}" title="${esc(code)}">${esc(label)}${bear ? '<b class="bear-tag">NANUK</b>' : ''}</span>`;
}

function pct(x) { return Math.round(x * 100) + '%'; }
// a reading's confidence rounded down, as the scanner reports it: one just under the device's bar must not show at it
function confidencePct(x) { return Math.floor(x * 100 + 1e-9) + '%'; }

function render() {
  renderActing();
  renderBoard();
  renderControls();
  const view = currentView();
  if (view === 'rules') renderRules();
  if (view === 'camera') renderCamera();
  if (view === 'settings') renderSettings();
  if (view === 'history' && renderHistory.version !== state.version) renderHistory();
}

function renderActing() {
  const el = $('acting');
  const g = state && state.game;
  if (!g) { el.innerHTML = h`<div class="who">No game yet${host ? '' : ': the host starts one'}</div>`; return; }
  if (g.over) { el.innerHTML = h`<div class="who done">Game over: ${g.result}</div>`; return; }
  const acts = g.legalActions.filter((a) => a.type !== 'end' && !(a.type === 'winter' && g.legalActions.length > 2));
  let names = g.waitingFor;
  let says;
  if (names.length) {
    says = [...new Set(acts.filter((a) => names.includes(a.player)).map((a) => a.says))];
    if (g.game === 'nana') says = [names[0] + ' reveals a card: the smallest or biggest of a hand, or a grid card'];
  } else {
    says = [...new Set(acts.map((a) => a.says))];
  }
  el.innerHTML = h`<div class="who"><span class="label">Now:</span> <span class="names" data-testid="waiting">${names.length ? names.join(', ') : 'the table'}</span>
    <span class="says">${says.slice(0, 3).join(' · ')}</span></div>`;
}

function renderBoard() {
  const el = $('board');
  const g = state && state.game;
  if (!g) { el.innerHTML = '<div class="empty">Waiting for a game to start.</div>'; return; }
  el.innerHTML = g.game === 'nanuk' ? nanukBoard(g) : nanaBoard(g);
}

function nanukBoard(g) {
  const s = g.summary;
  const bid = s.bid;
  const wind = s.wind === 'clockwise' ? '↻ clockwise' : s.wind === 'counterclockwise' ? '↺ counter-clockwise' : '—';
  const hunters = Object.entries(s.sides || {}).filter(([p, v]) => v === 'hunt' && p !== s.huntLeader).map(([p]) => p);
  const doomers = Object.entries(s.sides || {}).filter(([p, v]) => v === 'doom' && p !== s.doomLeader).map(([p]) => p);
  const odds = s.odds && s.odds.length ? s.odds[s.odds.length - 1] : null;
  const lastHunt = s.hunts && s.hunts.length ? s.hunts[s.hunts.length - 1] : null;
  const inHunt = ['contribute', 'reveal', 'draw'].includes(s.phase) || (s.phase === 'sides');

  let days = '';
  if (bid) {
    for (let d = 1; d <= bid.days; d++) {
      const drawn = s.draws[d - 1];
      let cls = 'day', inner = `<span class="n">${d}</span>`;
      if (drawn) {
        cls += drawn.endedHunt ? ' ended' : drawn.cancelled ? ' cancelled' : ' drawn';
        inner += cardChip(drawn.card) + (drawn.endedHunt ? '<b class="tag">NANUK!</b>' : drawn.cancelled ? '<b class="tag">cancelled by Inuksuk</b>' : '');
      }
      days += `<div class="${cls}">${inner}</div>`;
    }
  }

  const rows = s.players.map((p) => {
    const side = p === s.huntLeader ? 'Hunt Leader' : p === s.doomLeader ? 'Doom Leader' : s.sides && s.sides[p] ? (s.sides[p] === 'hunt' ? 'Hunter' : 'Doomer') : '';
    const acting = g.waitingFor.includes(p);
    return `<tr class="${acting ? 'acting' : ''}${s.winners && s.winners.includes(p) ? ' winner' : ''}">
      <td class="name">${esc(p)}${p === s.firstPlayer ? ' <span class="first" title="first player">1st</span>' : ''}</td>
      <td>${esc(side)}</td><td class="num">${esc(s.huntsWon[p] ?? 0)}</td><td class="num">${esc(s.cardsWon[p] ?? 0)}</td>
    </tr>`;
  }).join('');

  if (s.scores) return nanukFinal(g, s, wind);
  return h`<div class="nanuk board">
  <div class="headline">
    <div class="stat"><span class="k">Round</span><span class="v" data-testid="round">${s.round}</span></div>
    <div class="stat"><span class="k">Wind</span><span class="v">${wind}</span></div>
    <div class="stat"><span class="k">First</span><span class="v">${s.firstPlayer ?? '—'}</span></div>
    <div class="stat"><span class="k">Phase</span><span class="v" data-testid="phase">${s.phase}</span></div>
    ${raw(odds !== null && inHunt ? h`<div class="stat odds"><span class="k">Hunt odds</span><span class="v" data-testid="odds">${pct(odds)}</span></div>` : '')}
  </div>
  <div class="cols">
  <div class="col">
    <div class="panel bid">
      <div class="k">Bid</div>
      ${raw(bid ? h`<div class="bigbid" data-testid="bid">${bid.count} × ${bid.animal} · ${bid.days} ${bid.days === 1 ? 'day' : 'days'}</div><div class="sub">by ${bid.player}</div>` : '<div class="sub">no bid yet</div>')}
      ${raw(s.huntLeader ? h`<div class="sides"><div><b class="hunt">Hunt:</b> ${[s.huntLeader + ' (leader)', ...hunters].join(', ')}</div>` + h`<div><b class="doom">Doom:</b> ${s.doomLeader ? [s.doomLeader + ' (leader)', ...doomers].join(', ') : '—'}</div></div>` : '')}
    </div>
    ${raw(bid && (s.revealed.length || s.phase === 'draw') ? h`<div class="panel">
      <div class="k">Animals toward the target</div>
      <div class="count" data-testid="animals"><b>${s.animals}</b> / ${s.target} ${bid.animal}</div>
      <div class="cards">${raw(s.revealed.map((c) => cardChip(c)).join(''))}</div>
      ${raw(s.inuksuks ? h`<div class="sub">Inuksuks ready: ${s.inuksuks}</div>` : '')}
    </div>` : '')}
    ${raw(bid ? `<div class="panel"><div class="k">Day track</div><div class="days" data-testid="days" style="grid-template-columns: repeat(${Math.min(bid.days, 6)}, minmax(0, 1fr))">${days}</div></div>` : '')}
  </div>
  <div class="col">
    <table class="players"><thead><tr><th>Player</th><th>Side</th><th title="hunts won">Hunts</th><th title="cards won">Cards</th></tr></thead>
    <tbody>${raw(rows)}</tbody></table>
    ${raw(lastHunt ? h`<div class="panel result ${lastHunt.result}" data-testid="last-hunt">
      <div class="k">Round ${lastHunt.round} hunt</div>
      <div class="v">${lastHunt.result === 'success' ? 'Success' : 'Failure'} · ${lastHunt.reason === 'target' ? 'target met' : lastHunt.reason === 'nanuk' ? 'a Nanuk ended it' : 'short of the target'} (${lastHunt.animals} / ${lastHunt.target})</div>
      <div class="sub">Spoils: ${Object.entries(lastHunt.share).map(([p, n]) => p + ' ' + n).join(', ') || 'none'} · pot ${lastHunt.pot}, discarded ${lastHunt.discarded}</div>
    </div>` : '')}
  </div>
  </div>
</div>`;
}

// The end of a Nanuk game: the scored piles and the winner, nothing of the last hunt in the way.
function nanukFinal(g, s, wind) {
  const order = [...s.players].sort((a, b) => (s.scores[b] ? s.scores[b].points : 0) - (s.scores[a] ? s.scores[a].points : 0));
  const rows = order.map((p) => {
    const sc = s.scores[p] || {};
    return `<tr class="${s.winners && s.winners.includes(p) ? 'winner' : ''}">
      <td class="name">${esc(p)}</td><td class="num score">${esc(sc.points)}</td><td class="num">${esc(sc.sets)}</td><td class="num">${esc(sc.pairs)}</td>
      <td class="num">${esc(sc.nanuk)}</td><td class="num">${esc(sc.bonus)}</td><td class="num">${esc(s.huntsWon[p] ?? 0)}</td><td class="num">${esc(s.cardsWon[p] ?? 0)}</td></tr>`;
  }).join('');
  const hunts = (s.hunts || []).map((x) => h`<li>Round ${x.round}: ${x.result} (${x.reason}), ${x.animals} / ${x.target} ${x.animal}</li>`).join('');
  return h`<div class="nanuk board final">
  <div class="headline">
    <div class="stat"><span class="k">Rounds</span><span class="v" data-testid="round">${s.round}</span></div>
    <div class="stat"><span class="k">Phase</span><span class="v" data-testid="phase">${s.phase}</span></div>
    ${raw(s.match ? h`<div class="stat"><span class="k">Match</span><span class="v">${s.match}${s.season ? ' · season ' + s.season : ''}</span></div>` : '')}
  </div>
  <div class="banner win" data-testid="winner">★ ${s.winners.join(' and ')} ${s.winners.length > 1 ? 'win' : 'wins'} ★</div>
  <table class="players scores"><thead><tr><th>Player</th><th>Points</th><th>Sets</th><th>Pairs</th><th>Nanuk cards</th><th>Bonus</th><th>Hunts won</th><th>Cards won</th></tr></thead>
  <tbody>${raw(rows)}</tbody></table>
  <div class="panel"><div class="k">Hunts</div><ul class="hunts">${raw(hunts || '<li>none</li>')}</ul></div>
</div>`;
}

function nanaBoard(g) {
  const s = g.summary;
  const rows = s.players.map((p) => {
    const sets = (s.sets[p] || []).map((v) => `<span class="nana-card set">${esc(v)}</span>`).join('');
    const w = s.toWin[p] || {};
    const need = p === s.winner ? 'won' : g.over || w.setsNeeded == null ? '—' : w.setsNeeded === 0 ? 'won' : w.setsNeeded === 1 ? '1 set to win' + (w.winningValues && w.winningValues.length ? ': ' + w.winningValues.join(', ') : '') : (w.setsNeeded ?? '?') + ' sets to win';
    const hand = s.hands[p] ? s.hands[p].hidden + ' hidden' : '';
    return `<tr class="${p === s.turn && !g.over ? 'acting' : ''}${p === s.winner ? ' winner' : ''}">
      <td class="name">${esc(p)}</td><td class="sets">${sets || '<span class="dim">—</span>'}</td><td class="need">${esc(need)}</td><td class="num">${esc(hand)}</td></tr>`;
  }).join('');
  const grid = s.grid.map((v, i) => v === 'hidden' ? `<div class="slot hidden"><span class="n">${i}</span></div>`
    : v === 'taken' ? `<div class="slot taken"><span class="n">${i}</span><span class="gone">taken</span></div>` : `<div class="slot up"><span class="n">${i}</span>${esc(v)}</div>`).join('');
  const revealed = s.revealed.map((r) => `<div class="reveal"><span class="nana-card big">${esc(r.card)}</span><span class="from">${esc(r.from !== undefined ? r.from + ' ' + r.end : 'grid ' + r.grid)}</span></div>`).join('');
  const lt = s.lastTurn;
  const reason = { 'three-sets': 'three sets', 'sum-or-difference-7': 'two sets that make 7', 'sevens': 'the set of 7s' }[s.reason] || s.reason;
  return h`<div class="nana board">
  <div class="headline">
    <div class="stat"><span class="k">Turn</span><span class="v" data-testid="turn">${s.over ? '—' : s.turn}</span></div>
    <div class="stat"><span class="k">Turn no.</span><span class="v">${s.turnNumber}</span></div>
    <div class="stat"><span class="k">Variant</span><span class="v">${s.variant}</span></div>
  </div>
  ${raw(s.winner ? h`<div class="banner win" data-testid="winner">★ ${s.winner} wins with ${reason} ★</div>` : s.over ? '<div class="banner">The game was ended</div>' : '')}
  <div class="cols">
  <div class="col">
    <div class="panel"><div class="k">This turn</div><div class="revealed" data-testid="revealed">${raw(revealed || '<span class="dim">nothing revealed yet</span>')}</div>
    ${raw(lt ? h`<div class="sub" data-testid="last-turn">Last turn: ${lt.player} ${lt.result === 'set' ? 'took a set' : lt.result === 'fail' ? 'failed' : lt.result}${lt.cards ? ' (' + lt.cards.join(', ') + ')' : ''}${lt.handsPassed ? ' · hands passed on' : ''}</div>` : '')}</div>
    <div class="panel"><div class="k">Grid</div><div class="grid">${raw(grid)}</div></div>
  </div>
  <div class="col">
    <table class="players"><thead><tr><th>Player</th><th>Sets</th><th>To win</th><th>Hand</th></tr></thead><tbody>${raw(rows)}</tbody></table>
  </div>
  </div>
</div>`;
}

// ---------- host controls ----------

function renderControls() {
  const el = $('controls');
  el.hidden = !host;
  if (!host) { el.innerHTML = ''; return; }
  const g = state && state.game;
  let out = '<h2>Host</h2>';
  if (state.undoRequest) {
    out += h`<div class="panel ask" data-testid="undo-request"><div class="k">${state.undoRequest}</div>
      <button data-act="undo-yes">Withdraw it</button><button data-act="undo-no">Keep it</button></div>`;
  }
  if (state.proposals.length) {
    out += '<div class="panel"><div class="k">The camera proposes</div>' + state.proposals.map((p) => h`<div class="proposal">
      <span>${p.says} (${confidencePct(p.confidence)})</span>
      <button data-act="confirm" data-id="${p.id}">Confirm</button><button data-act="fix" data-id="${p.id}" data-line-json='${JSON.stringify(p.line)}'>Correct…</button>
      <button data-act="reject" data-id="${p.id}">Reject</button></div>`).join('') + '</div>';
  }
  nanaReveal.drawn = false;
  if (g && !g.over) {
    out += '<div class="actions">' + g.legalActions.map(actionControl).join('') + '</div>';
    if (state.pileScan.active) out += pileControls(g);
    out += `<div class="row tools">
      <button data-act="undo" ${g.lines.length > 1 ? '' : 'disabled'}>Undo last line</button>
      <button data-act="correct-open">Correct a line…</button></div>`;
  } else if (g && g.lines.length > 1) {
    out += '<div class="row tools"><button data-act="undo">Undo last line</button></div>';
  }
  out += startForm(g);
  out += '<div id="correct-box"></div>';
  el.innerHTML = out;
}

function actionControl(a) {
  const who = a.player ? h`<b>${a.player}</b>: ` : '';
  const L = a.limits || {};
  switch (a.type) {
    case 'wind':
      return h`<div class="act" data-type="wind"><span>${a.says}</span>${raw((L.directions || []).map((d) => h`<button data-line='${JSON.stringify({ wind: d })}'>${d === 'clockwise' ? '↻ clockwise' : '↺ counter-clockwise'}</button>`).join(''))}</div>`;
    case 'bid': {
      const animals = ANIMALS.map((x) => h`<option value="${x}" ${L.current && L.current.animal === x ? 'selected' : ''}>${x}</option>`).join('');
      return h`<div class="act" data-type="bid"><span>${raw(who)}bid</span>
        <label>count <input type="number" class="bid-count" min="${L.minCount}" value="${L.current ? L.current.count : 1}"></label>
        <select class="bid-animal">${raw(animals)}</select>
        <label>days <input type="number" class="bid-days" min="${L.minDays}" max="${L.maxDays}" value="${L.current ? L.current.days : 1}"></label>
        <button data-act="bid" data-player="${a.player}">Bid</button></div>`;
    }
    case 'doom':
      return h`<div class="act" data-type="doom"><span>${raw(who)}</span><button class="doom" data-line='${JSON.stringify({ doom: { player: a.player } })}'>DOOMED!</button></div>`;
    case 'side':
      return h`<div class="act" data-type="side"><span>${raw(who)}</span>
        <button class="hunt" data-line='${JSON.stringify({ side: { player: a.player, side: 'hunt' } })}'>Hunt</button>
        <button class="doom" data-line='${JSON.stringify({ side: { player: a.player, side: 'doom' } })}'>Doom</button></div>`;
    case 'contribute': {
      let b = '';
      for (let n = L.min || 1; n <= (L.max || 3); n++) b += h`<button data-line='${JSON.stringify({ contribute: { player: a.player, cards: n } })}'>${n} ${n === 1 ? 'card' : 'cards'}</button>`;
      return h`<div class="act" data-type="contribute"><span>${raw(who)}contributes</span>${raw(b)}</div>`;
    }
    case 'reveal':
      if (state.game.game === 'nana') return nanaReveal(a);
      return h`<div class="act wide" data-type="reveal"><span>${a.says}: ${reveal.length} / ${L.cards}</span>
        <div class="cards">${raw(reveal.map((c) => cardChip(c)).join(''))}</div>
        ${raw(palette('reveal-card'))}
        <div class="row"><button data-act="reveal" ${reveal.length === L.cards ? '' : 'disabled'}>Reveal these ${L.cards}</button><button data-act="reveal-clear">Clear</button></div></div>`;
    case 'draw':
      return h`<div class="act wide" data-type="draw"><span>${a.says}: tap the card drawn</span>${raw(palette('draw-card'))}</div>`;
    case 'winter':
      return h`<div class="act" data-type="winter"><span>${a.says}</span><button data-line='${JSON.stringify({ winter: {} })}'>Winter</button></div>`;
    case 'score':
      return ''; // the pile scan below
    case 'end':
      return h`<div class="act" data-type="end"><span>${a.says}</span><button data-act="end">End game</button></div>`;
    default:
      return h`<div class="act"><span>${a.says} (enter it through the API)</span></div>`;
  }
}

function palette(act) {
  const codes = [];
  for (const x of ANIMALS) codes.push(x, x + '-double', x + '-nanuk');
  codes.push('inuksuk');
  return '<div class="palette">' + codes.map((c) => `<button data-act="${act}" data-card="${esc(c)}">${cardChip(c)}</button>`).join('') + '</div>';
}

function nanaReveal(a) {
  // One control for all reveal actions: pick where from, then the value.
  if (nanaReveal.drawn) return '';
  nanaReveal.drawn = true;
  const acts = state.game.legalActions.filter((x) => x.type === 'reveal');
  const key = (L) => L.grid !== undefined ? 'grid:' + L.grid : L.from + ':' + L.end;
  const sources = acts.map((x) => {
    const L = x.limits;
    const label = L.grid !== undefined ? 'grid ' + L.grid : L.from + ' ' + L.end;
    return h`<button class="${nanaSource === key(L) ? 'chosen' : ''}" data-act="nana-source" data-key="${key(L)}">${label}</button>`;
  }).join('');
  const chosen = acts.find((x) => key(x.limits) === nanaSource);
  const values = chosen ? chosen.limits.cards.map((v) => h`<button class="value" data-act="nana-value" data-value="${v}">${v}</button>`).join('') : '';
  return h`<div class="act wide" data-type="reveal"><span><b>${a.player}</b> reveals: ${chosen ? chosen.says : 'choose a hand end or a grid slot'}</span>
    <div class="palette sources">${raw(sources)}</div>${raw(chosen ? '<div class="palette values">' + values + '</div>' : '')}</div>`;
}

function pileControls(g) {
  const p = state.pileScan;
  const won = p.expected || {};
  const rows = g.players.map((name) => {
    const confirmed = p.confirmed[name];
    const read = p.read[name];
    const value = (confirmed || read || []).join(' ');
    return h`<div class="pile"><b>${name}</b> <span class="sub">won ${won[name] ?? '?'} cards</span>
      <input class="pile-input" data-player="${name}" value="${value}" placeholder="card codes, e.g. deer seal-double inuksuk">
      <button data-act="pile-scan" data-player="${name}">Scan batch</button>
      <button data-act="pile-confirm" data-player="${name}">${confirmed ? 'Confirmed ✓' : 'Confirm'}</button></div>`;
  }).join('');
  return h`<div class="panel piles"><div class="k">Piles: ${p.says}</div>${raw(rows)}<button data-act="pile-finish">Score the game</button></div>`;
}

function startForm(g) {
  const open = !g || g.over;
  return h`<details class="panel start" ${open ? 'open' : ''}><summary>Start a new game</summary>
  <form id="start-form">
    <label>Game <select name="game"><option value="nanuk">Nanuk</option><option value="nana">nana (Christmas Edition)</option></select></label>
    <label>Players, in seating order <input name="players" placeholder="Ann, Bob, Cy, Di, Ed" required></label>
    <label>Dealer / first player <input name="dealer" placeholder="(first listed)"></label>
    <label>nana variant <select name="variant"><option value="classic">classic</option><option value="christmas">christmas</option></select></label>
    <label><input type="checkbox" name="sequentialSides"> Nanuk: sides declared one by one</label>
    <label><input type="checkbox" name="alternateWind"> Nanuk: the wind turns over each round</label>
    <label>Match <input name="match" placeholder="(optional)"></label>
    <label>Season <input name="season" type="number" min="1" placeholder="(optional)"></label>
    <button type="submit">Start</button>
  </form></details>`;
}

async function startGame(form) {
  const f = new FormData(form);
  const game = f.get('game');
  const players = String(f.get('players')).split(',').map((x) => x.trim()).filter(Boolean);
  const setup = { game, players };
  const dealer = String(f.get('dealer') || '').trim();
  if (game === 'nanuk') {
    if (dealer) setup.dealer = dealer;
    const options = {};
    if (f.get('sequentialSides')) options.sequentialSides = true;
    if (f.get('alternateWind')) options.wind = 'alternate';
    if (Object.keys(options).length) setup.options = options;
  } else {
    setup.variant = f.get('variant');
  }
  if (f.get('match')) setup.match = String(f.get('match'));
  if (f.get('season')) setup.season = Number(f.get('season'));
  const s = await api('POST', '/api/games', { setup });
  apply(s);
}

function openCorrect() {
  const g = state.game;
  $('correct-box').innerHTML = '<div class="panel"><div class="k">Correct a line (the lines after it are replayed)</div>' +
    g.lines.map((l, i) => h`<div class="line-row"><span class="n">${i}</span><input class="line-edit" data-index="${i}" value='${JSON.stringify(l)}'><button data-act="correct" data-index="${i}">Replace</button></div>`).join('') + '</div>';
}

document.addEventListener('click', async (e) => {
  const b = e.target.closest('button');
  if (!b) return;
  try {
    if (b.dataset.line) return await line(JSON.parse(b.dataset.line));
    const act = b.dataset.act;
    const box = b.closest('.act');
    switch (act) {
      case 'bid': {
        const count = Number(box.querySelector('.bid-count').value);
        const days = Number(box.querySelector('.bid-days').value);
        return await line({ bid: { player: b.dataset.player, count, animal: box.querySelector('.bid-animal').value, days } });
      }
      case 'reveal-card': reveal.push(b.dataset.card); return renderControls();
      case 'reveal-clear': reveal = []; return renderControls();
      case 'reveal': return await line({ reveal: { cards: reveal } });
      case 'draw-card': return await line({ draw: { card: b.dataset.card } });
      case 'end': if (confirm('End the game now?')) await line({ end: {} }); return;
      case 'nana-source': nanaSource = b.dataset.key; return renderControls();
      case 'nana-value': {
        const [where, what] = nanaSource.split(':');
        const player = state.game.summary.turn;
        const card = Number(b.dataset.value);
        return await line(where === 'grid' ? { reveal: { player, grid: Number(what), card } } : { reveal: { player, from: where, end: what, card } });
      }
      case 'undo': return apply(await api('POST', '/api/undo'));
      case 'undo-yes': return apply(await api('POST', '/api/undo-request', { undo: true }));
      case 'undo-no': return apply(await api('POST', '/api/undo-request', { undo: false }));
      case 'correct-open': return openCorrect();
      case 'correct': {
        const input = document.querySelector(`.line-edit[data-index="${b.dataset.index}"]`);
        let l;
        try { l = JSON.parse(input.value); } catch (err) { return toast('That line is not JSON: ' + err.message); }
        apply(await api('POST', '/api/correct', { index: Number(b.dataset.index), line: l }));
        return toast('Line ' + b.dataset.index + ' corrected', false);
      }
      case 'confirm': return apply(await api('POST', `/api/proposals/${encodeURIComponent(b.dataset.id)}/confirm`));
      case 'reject': return apply(await api('POST', `/api/proposals/${encodeURIComponent(b.dataset.id)}/reject`));
      case 'fix': {
        const text = prompt('The line to apply instead (JSON, as in the game record):', b.dataset.lineJson);
        if (!text) return;
        let l;
        try { l = JSON.parse(text); } catch (err) { return toast('That line is not JSON: ' + err.message); }
        return apply(await api('POST', `/api/proposals/${encodeURIComponent(b.dataset.id)}/correct`, { line: l }));
      }
      case 'pile-scan': return apply(await api('POST', '/api/pilescan/batch', { player: b.dataset.player }));
      case 'pile-confirm': {
        const input = document.querySelector(`.pile-input[data-player="${CSS.escape(b.dataset.player)}"]`);
        const cards = input.value.split(/[\s,]+/).filter(Boolean);
        return apply(await api('POST', '/api/pilescan/pile', { player: b.dataset.player, cards }));
      }
      case 'pile-finish': return apply(await api('POST', '/api/pilescan/finish'));
      case 'resume': await api('POST', `/api/history/${encodeURIComponent(b.dataset.id)}/resume`); location.hash = '#board'; return;
      case 'save-settings': return await saveSettings();
      case 'leds-off': $('led').value = 0; return await saveSettings();
      case 'shutdown': if (confirm('Shut the device down? The game is kept.')) { await api('POST', '/api/shutdown'); toast('Shutting down…', false); } return;
      case 'save-zones': {
        let zones;
        try { zones = JSON.parse($('zones').value); } catch (err) { return toast('The zones are not JSON: ' + err.message); }
        apply(await api('POST', '/api/camera/zones', { zones }));
        return toast('Zones saved', false);
      }
      default:
    }
  } catch (err) { /* the toast already says what went wrong */ }
});

document.addEventListener('submit', async (e) => {
  if (e.target.id === 'start-form') {
    e.preventDefault();
    try { await startGame(e.target); } catch (err) { /* toast shown */ }
  }
});

// ---------- host session ----------

function setHost(v) {
  host = v;
  document.body.classList.toggle('host', v);
  $('host-btn').textContent = v ? 'Lock' : 'Host';
  if (state) render();
}

$('host-btn').addEventListener('click', async () => {
  if (host) { await api('DELETE', '/api/session'); setHost(false); return; }
  $('pin-error').textContent = '';
  $('pin-input').value = '';
  $('pin-dialog').showModal();
  $('pin-input').focus();
});
$('pin-cancel').addEventListener('click', () => $('pin-dialog').close());
$('pin-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  const res = await fetch('/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pin: $('pin-input').value }) });
  if (res.ok) { $('pin-dialog').close(); setHost(true); return; }
  const p = await res.json().catch(() => ({}));
  $('pin-error').textContent = p.detail || 'Wrong PIN';
});

$('join-btn').addEventListener('click', async () => {
  const j = await api('GET', '/api/join');
  $('join-url').textContent = j.url;
  $('join-qr').src = '/api/qr.svg';
  $('join-dialog').showModal();
});
$('join-close').addEventListener('click', () => $('join-dialog').close());

// ---------- other views ----------

function currentView() {
  const v = (location.hash || '#board').slice(1);
  return ['board', 'rules', 'camera', 'history', 'settings'].includes(v) ? v : 'board';
}

function showView() {
  const v = currentView();
  for (const s of document.querySelectorAll('.view')) s.hidden = s.id !== 'view-' + v;
  for (const a of document.querySelectorAll('nav a')) a.classList.toggle('here', a.dataset.view === v);
  if (v === 'history') renderHistory();
  if (state) render();
}
window.addEventListener('hashchange', showView);

function markdown(md) { // just enough for docs/RULINGS*.md: headings, paragraphs, lists, tables, bold, code
  const inline = (t) => esc(t).replace(/\*\*(.+?)\*\*/g, '<b>$1</b>').replace(/`([^`]+)`/g, '<code>$1</code>');
  const out = [];
  let para = [], list = null, table = null;
  const flush = () => {
    if (para.length) out.push('<p>' + inline(para.join(' ')) + '</p>');
    if (list) out.push('<ul>' + list.map((li) => '<li>' + inline(li) + '</li>').join('') + '</ul>');
    if (table) out.push('<table class="md">' + table.map((r, i) => '<tr>' + r.map((c) => (i ? '<td>' : '<th>') + inline(c) + (i ? '</td>' : '</th>')).join('') + '</tr>').join('') + '</table>');
    para = []; list = null; table = null;
  };
  for (const ln of md.split('\n')) {
    const hd = ln.match(/^(#{1,4})\s+(.*)/);
    const li = ln.match(/^[-*]\s+(.*)/);
    if (hd) { flush(); out.push(`<h${hd[1].length + 1}>${inline(hd[2])}</h${hd[1].length + 1}>`); continue; }
    if (ln.startsWith('|')) {
      if (!table) { flush(); table = []; }
      if (!/^\|[\s:|-]+$/.test(ln.trim())) table.push(ln.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim()));
      continue;
    }
    if (li) { if (!list) { flush(); list = []; } list.push(li[1]); continue; }
    if (!ln.trim()) { flush(); continue; }
    if (list && /^\s+/.test(ln)) { list[list.length - 1] += ' ' + ln.trim(); continue; }
    if (list || table) flush();
    para.push(ln.trim());
  }
  flush();
  return out.join('');
}

async function renderRules() {
  const game = (state && state.game && state.game.game) || renderRules.game || 'nanuk';
  if (renderRules.shown === game + (state && state.version)) return;
  renderRules.shown = game + (state && state.version);
  const r = await api('GET', '/api/rules/' + game);
  const inForce = state && state.game && state.game.summary.rulings ? state.game.summary.rulings : [];
  const options = Object.entries(r.options || {}).map(([k, v]) => h`<li><code>${k}</code>: ${JSON.stringify(v)}</li>`).join('');
  $('rules').innerHTML = h`<div class="panel rules">
    <div class="row"><button data-rules="nanuk">Nanuk</button><button data-rules="nana">nana</button></div>
    <h2 id="rules-title">${game === 'nanuk' ? 'Nanuk' : 'nana (Christmas Edition)'}: rulings in force</h2>
    ${raw(options ? '<h3>Options of this game</h3><ul>' + options + '</ul>' : '')}
    ${raw(inForce.length ? '<ul>' + inForce.map((x) => h`<li>${x}</li>`).join('') + '</ul>' : '')}
    ${raw(r.rulings ? markdown(r.rulings) : '<p>docs/RULINGS.md was not packaged with this build.</p>')}
  </div>`;
}
document.addEventListener('click', (e) => {
  const b = e.target.closest('[data-rules]');
  if (!b) return;
  renderRules.game = b.dataset.rules;
  if (state && state.game) state.game.game === b.dataset.rules || toast('Showing the rules of the game being played', false);
  renderRules.shown = null;
  renderRules();
});

function renderCamera() {
  const c = state.camera;
  const zones = c.zones.map((z) => `<div class="zone" style="left:${z.x * 100}%;top:${z.y * 100}%;width:${z.width * 100}%;height:${z.height * 100}%"><span>${esc(z.name)}</span></div>`).join('');
  $('camera').innerHTML = h`<div class="panel camera">
    <div class="k">Camera: <span data-testid="camera-status">${c.status}</span></div>
    ${raw(c.hasFrame ? `<div class="frame"><img src="/api/camera.jpg?t=${encodeURIComponent(c.takenAt || '')}" alt="the latest stable frame, cards outlined">${zones}</div>` : '<p class="dim">No frame yet.</p>')}
    ${raw(host ? h`<div class="k">Zone calibration (fractions of the frame: x, y, width, height)</div>
      <textarea id="zones" rows="6">${JSON.stringify(c.zones, null, 1)}</textarea><button data-act="save-zones">Save zones</button>` : '')}
  </div>`;
}

async function renderHistory() {
  renderHistory.version = state && state.version;
  const games = await api('GET', '/api/history');
  const rows = games.map((g) => h`<tr><td>${g.started ? new Date(g.started).toLocaleString() : ''}</td><td>${g.game}</td><td>${g.players.join(', ')}</td>
    <td>${g.result}</td><td>${g.match ? g.match + (g.season ? ' s' + g.season : '') + ': ' + Object.entries(g.matchTotals).map(([p, n]) => p + ' ' + n).join(', ') : ''}</td>
    <td><a href="${g.record}" download>.jsonl</a> ${raw(host ? h`<button data-act="resume" data-id="${g.id}">Open</button>` : '')}</td></tr>`).join('');
  $('history').innerHTML = h`<div class="panel history">
    <table class="list"><thead><tr><th>Date</th><th>Game</th><th>Players</th><th>Result</th><th>Match totals</th><th>Record</th></tr></thead><tbody>${raw(rows || '<tr><td colspan="6">No games yet.</td></tr>')}</tbody></table>
    ${raw(host ? '<div class="row"><label>Import a record (.jsonl) <input type="file" id="import" accept=".jsonl,.json,.txt"></label></div>' : '')}
  </div>`;
  const input = $('import');
  if (input) input.addEventListener('change', async () => {
    const text = await input.files[0].text();
    try {
      const r = await api('POST', '/api/history', text, true);
      toast('Imported as game ' + r.id, false);
      renderHistory();
    } catch (err) { /* toast shown */ }
  });
}

function renderSettings() {
  const s = state.settings;
  const dis = host ? '' : 'disabled';
  $('settings').innerHTML = h`<div class="panel settings">
    <label><input type="checkbox" id="mute" ${s.buzzerMuted ? 'checked' : ''} ${dis}> Mute the buzzer</label>
    <label>LED brightness <input type="range" id="led" min="0" max="100" value="${s.ledBrightness}" ${dis}> <span>${s.ledBrightness === 0 ? 'off' : s.ledBrightness + '%'}</span></label>
    ${raw(host ? '<div class="row"><button data-act="save-settings">Save</button><button data-act="leds-off">Turn the LEDs off</button><button class="doom" data-act="shutdown">Shut the device down</button></div>' : '<p class="dim">Unlock with the table PIN to change the settings.</p>')}
  </div>`;
}

async function saveSettings() {
  await api('POST', '/api/settings', { buzzerMuted: $('mute').checked, ledBrightness: Number($('led').value) });
  toast('Settings saved', false);
}

// ---------- start ----------

(async function main() {
  showView();
  connect();
  try { setHost((await api('GET', '/api/session')).host); } catch (e) { /* viewer */ }
  // The Pi may have no clock: the first tablet that connects tells it the time.
  fetch('/api/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now: new Date().toISOString() }) });
})();
