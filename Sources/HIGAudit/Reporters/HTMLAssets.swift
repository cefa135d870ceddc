extension HTMLReporter {
    /// The page's style. Colours keep at least 4.5:1 contrast against their background (WCAG
    /// AA for text); the drawings' text uses a system font stack.
    static let style = """
    :root{color-scheme:light;--fg:#1d1d1f;--dim:#4a4a4f;--bg:#fff;--panel:#f5f5f7;--line:#c6c6c8;--err:#b00020;--warn:#8a4b00;--note:#0b57a4;--focus:#0a58ca}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
    header,nav,main,footer{max-width:1200px;margin:0 auto;padding:0 20px}
    h1{font-size:26px;margin:20px 0 4px}h2{font-size:20px;margin:28px 0 8px}h3{font-size:16px;margin:16px 0 6px}
    a{color:var(--note)}a:focus-visible,select:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;padding:6px;z-index:2}
    .dim{color:var(--dim)}.note{background:var(--panel);border-left:4px solid var(--note);padding:8px 12px}
    .sev{display:inline-block;font-weight:600;padding:0 6px;border-radius:4px;color:#fff}
    .sev.error{background:var(--err)}.sev.warning{background:var(--warn)}.sev.note{background:var(--note)}
    .counts .sev{margin-right:6px}
    table{border-collapse:collapse;margin:8px 0 16px}.scroll{max-width:100%;overflow-x:auto}p,li,dd{overflow-wrap:anywhere}caption{text-align:left;font-weight:600;padding:4px 0}
    .legend dl{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:2px 12px;margin:6px 0}.legend dd{margin:0}
    .key{display:inline-block;width:14px;height:10px;vertical-align:middle;margin-right:4px}
    .key.room{border:1px dashed #b35c00}.key.overflow{border:1px dashed var(--err);background:rgba(176,0,32,.08)}
    .key.badge{width:auto;height:auto;padding:0 5px;border-radius:8px;background:var(--err);color:#fff;font-weight:700;font-size:12px}
    @media (max-width:600px){header,nav,main,footer{padding:0 10px}nav ul{columns:1}.findings{min-width:0}.legend dl{grid-template-columns:1fr}}
    th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}.num{text-align:right}
    nav ul{columns:2;padding-left:20px}
    .screen{border-top:1px solid var(--line);content-visibility:auto;contain-intrinsic-size:auto 900px}
    .layout{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
    .controls{display:flex;flex-wrap:wrap;gap:12px;align-items:center;width:100%}
    .controls[hidden]{display:none}
    select{font:inherit;padding:2px 4px}
    .views{flex:0 1 auto;max-width:100%;overflow-x:auto}
    .view{margin:0 0 16px}figcaption{font-weight:600;margin-bottom:4px}
    .js .view:not(.current){display:none}
    .findings{flex:1 1 360px;min-width:300px}
    .findings-list{padding-left:28px}.finding{margin:0 0 10px;padding:4px 6px;border-radius:6px}
    .finding p{margin:2px 0}.finding .el{color:var(--dim)}
    .finding:target,.finding.hl{background:#e8f0fe;outline:2px solid var(--focus)}
    svg.wire{display:block;max-width:100%;height:auto;background:#fafafa}
    svg text{font-family:-apple-system,BlinkMacSystemFont,"SF Pro Text","Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif}
    .device{fill:#f2f2f7;stroke:#8e8e93}.device.plain{fill:#fff}
    .card{fill:#fff}.sep{stroke:var(--line)}
    .box{fill:transparent;stroke:none}
    .el:target>.box,.el.hl>.box{fill:rgba(10,88,202,.10);stroke:var(--focus);stroke-width:2.5}
    .t{fill:#1d1d1f}.t2{fill:#555}
    .room{fill:none;stroke:#b35c00;stroke-dasharray:3 2}
    .overflow{fill:rgba(176,0,32,.08);stroke:var(--err);stroke-dasharray:4 2}
    .over{fill:var(--err)}
    .img{fill:#d1d1d6;stroke:#8e8e93}.img-x{stroke:#8e8e93;stroke-width:.7}
    .chev{fill:none;stroke:#6e6e73;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
    .check{fill:none;stroke:var(--note);stroke-width:2.2}
    .tint{fill:var(--note)}.tint-line{fill:none;stroke:var(--note);stroke-width:1.5}
    .switch{fill:#248a3d}.knob{fill:#fff}.custom{fill:none;stroke:#6e6e73;stroke-dasharray:3 2}
    .edit{fill:var(--err)}.edit-bar{stroke:#fff;stroke-width:2}
    .badge circle{fill:var(--err)}.badge text{fill:#fff;font-weight:700}
    .badge:focus-visible circle,.hit:focus-visible .box{stroke:var(--focus);stroke-width:3}
    footer{margin:30px auto;color:var(--dim)}
    @media print{.js .view:not(.current){display:block}.controls{display:none}}
    """

    /// Switching scenarios and linking findings with what they are about. Everything it shows is
    /// already in the page; it only hides, shows and highlights, and never writes markup.
    static let script = """
    (function(){
    var d=document,root=d.documentElement;root.classList.add('js');
    function all(s,e){return Array.prototype.slice.call((e||d).querySelectorAll(s));}
    function show(view){
    var screen=view.closest('.screen');
    all('.view',screen).forEach(function(v){v.classList.toggle('current',v===view);});
    all('select',screen).forEach(function(s){s.value=view.getAttribute('data-'+s.getAttribute('data-dim'));});
    var out=screen.querySelector('.showing'),cap=view.querySelector('figcaption');
    if(out&&cap){out.textContent='Showing '+cap.textContent;}
    }
    function choose(screen,dim,value){
    var cur=screen.querySelector('.view.current'),best=null,bestScore=Infinity;
    all('.view',screen).forEach(function(v){
    if(v.getAttribute('data-'+dim)!==value){return;}
    var score=0;
    if(dim!=='locale'&&cur&&v.getAttribute('data-locale')!==cur.getAttribute('data-locale')){score+=10000;}
    ['size','width'].forEach(function(k){if(k!==dim&&cur){score+=Math.abs(+v.getAttribute('data-'+k+'-rank')-+cur.getAttribute('data-'+k+'-rank'));}});
    if(score<bestScore){bestScore=score;best=v;}
    });
    if(best){show(best);}
    }
    function clear(){all('.hl').forEach(function(e){e.classList.remove('hl');});}
    function reveal(el){
    var view=el.closest('.view');if(view){show(view);}
    clear();el.classList.add('hl');
    }
    all('.screen').forEach(function(screen){
    var views=all('.view',screen);if(!views.length){return;}
    var controls=screen.querySelector('.controls');if(controls){controls.hidden=false;}
    show(screen.querySelector('.view.current')||views[0]);
    all('select',screen).forEach(function(s){s.addEventListener('change',function(){choose(screen,s.getAttribute('data-dim'),s.value);});});
    });
    function follow(id,link){
    var target=d.getElementById(id);if(!target){return false;}
    if(target.classList.contains('view')){show(target);return true;}
    if(target.classList.contains('finding')){
    var ids=(link&&link.getAttribute('data-findings')||id).split(' ');
    var g=link&&link.querySelector('.el');
    clear();
    if(g){g.classList.add('hl');}
    ids.forEach(function(f){var li=d.getElementById(f);if(li){li.classList.add('hl');}});
    target.scrollIntoView({block:'nearest'});
    var a=target.querySelector('a');if(a){a.focus({preventScroll:true});}
    return true;
    }
    if(target.classList.contains('el')||target.tagName.toLowerCase()==='svg'){
    reveal(target);
    var li=link&&link.closest('.finding');if(li){li.classList.add('hl');}
    target.scrollIntoView({block:'nearest'});
    return true;
    }
    return false;
    }
    d.addEventListener('click',function(e){
    var a=e.target.closest&&e.target.closest('a');if(!a){return;}
    var href=a.getAttribute('href')||'';if(href.charAt(0)!=='#'||href.length<2){return;}
    if(follow(href.slice(1),a)){e.preventDefault();}
    });
    if(location.hash.length>1){var first=d.querySelector('a[href="'+location.hash.replace(/["\\\\]/g,'')+'"]');follow(location.hash.slice(1),first);}
    root.setAttribute('data-ready','1');
    })();
    """
}
