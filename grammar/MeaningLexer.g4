// Lexer of the meaning language: the text players write after a call ("15--17 HCP, BAL",
// "5+!h/!s, NF", "!TRF, 4+4+ MM"). Every character of any text becomes a token (WORD and
// OTHER catch what no keyword names), so reading a meaning never fails.
//
// Keywords ignore case except where case carries meaning (M/m, MM/mm, oM/om, F, calls).
// A keyword may carry BBO's alert mark '!' in front ("!TRF", "!S/T"): the longest match
// makes "!SPL" the splinter word, not the suit symbol !S followed by "PL".
// Where two rules match the same text, the one written first wins: keywords come before
// WORD, and WORD before OTHER. The vocabulary in English, with the common Polish, French
// and Dutch words of the corpus's systems, is listed in docs/meanings.md.
lexer grammar MeaningLexer;

options { caseInsensitive = true; }

// ---------------------------------------------------------------------------------------
// Suits and classes of suits

SUIT        : '!' [cdhs] ;                       // BML / BBO suit symbols, either case
HASH        : '#' ;                              // "the suit of this call" (6+#)
CLUBS       : '!'? ('club' 's'? | 'trefl' ('e' | 'i' | 'a' | 'ach' | 'ami' | 'owy')?
            | 'trèfle' 's'? | 'klaveren') ;
DIAMONDS    : '!'? ('diamond' 's'? | 'karo' | 'kara' | 'kar' | 'karach' | 'karami'
            | 'carreau' 'x'? | 'ruiten') ;
HEARTS      : '!'? ('heart' 's'? | 'kier' ('y' | 'ów' | 'ach' | 'ami' | 'a')?
            | 'coeur' 's'? | 'cœur' 's'? | 'harten') ;
SPADES      : '!'? ('spade' 's'? | 'pik' ('i' | 'ów' | 'ach' | 'ami' | 'a')?
            | 'pique' 's'? | 'schoppen') ;
MAJOR_SYM   options { caseInsensitive = false; } : 'M' ;          // a major (BML variable)
MINOR_SYM   options { caseInsensitive = false; } : 'm' ;          // a minor
BOTH_MAJORS options { caseInsensitive = false; } : 'MM' ;         // both majors
BOTH_MINORS options { caseInsensitive = false; } : 'mm' ;         // both minors
OTHER_MAJOR options { caseInsensitive = false; } : 'oM' | 'OM' ;  // the other major
OTHER_MINOR options { caseInsensitive = false; } : 'om' | 'Om' ;  // the other minor
MAJOR       : 'major' | 'starszy' | 'starsza' | 'starszą' | 'majeure' ;
MAJORS      : 'majors' | 'starsze' | 'starszych' | 'starszymi' | 'majeures' ;
MINOR       : 'minor' | 'młodszy' | 'młodsza' | 'młodszą' | 'mineure' ;
MINORS      : 'minors' | 'młodsze' | 'młodszych' | 'młodszymi' | 'mineures' ;
RED         : 'red' | 'czerwone' | 'rouges' ;
BLACK       : 'black' | 'czarne' | 'noires' ;
POINTED     : 'pointed' ;
ROUNDED     : 'rounded' | 'round' ;
RANKED      : 'lowest' | 'middle' | 'highest' ;
UNBIDW      : 'unbid' ;
SUITW       : 'suit' 's'? | 'kolor' ('y' | 'u' | 'ze' | 'em')? | 'couleur' 's'? | 'kleur' 'en'? ;
NEXT        : 'next' ;
OTHERW      : 'other' ;

// ---------------------------------------------------------------------------------------
// Numbers, units, calls

RKC_SCHEME  : '1430' | '0314' | '3014' | '0341' | '4130' ;   // key-card answer schemes
SHAPE4      : [0-9] [0-9] [0-9] [0-9] ;                     // 4441, 4414 (lengths S-H-D-C)
NUMBER      : [0-9]+ ;
// A count in words ("four hearts", "a five-card major"): read only right before a card
// word or a suit, never as points or a call ("three of a major" is not a length)
ONESUITER   : 'one' [ -]? 'suit' ('er' | 'ed') ;
NUMWORD     : 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight' | 'nine' | 'ten' | 'eleven'
            | 'twelve' | 'thirteen' ;
CALL        options { caseInsensitive = false; } : [1-7] ([CDHSN] | 'NT' | 'nt' | 'Nt' | 'SA') ;
CALLPAT     options { caseInsensitive = false; } : [1-7] [CDHS] [CDHS]+ ;   // 1HS = 1H and 1S
FOURTH      : '!'? ('4SF' 'G'? | 'fourth' [ -] 'suit' ([ -] 'forcing')?
            | '4th' [ -] 'suit' ([ -] 'forcing')?) ;
NT          : 'nt' | 'notrump' 's'? | 'no' [ -] 'trump' 's'? | 'sans' [ -] 'atout' | 'bez atu' ;
HCP         : 'hcp' | 'hp' | 'pc' | 'ph' | 'high' [ -] 'card' [ \t]+ 'points' ;
POINTS      : 'point' 's'? | 'pts' | 'pt' | 'punkt' ('y' | 'ów')? | 'pkt' | 'punten' ;
TOTAL       : 'tp' | 'total' ([ \t]+ 'points')? | ('playing' | 'distributional') [ \t]+ 'points' ;
// Hand evaluation (docs/evaluation.md): support points (for the call's suit), losers (the
// losing-trick count), Pearson points, "rule of 20", a good suit
SUPPORT_PTS : ('support' | 'dummy') [ \t]+ ('points' | 'pts') ;
LOSERS      : ('loser' 's'? | 'ltc' | 'losing' [ \t]+ 'trick' 's'? ([ \t]+ 'count')?)
              ([ \t]+ 'hand')? ;
PEARSON     : 'pearson' ([ \t]+ ('points' | 'pts'))? ;
RULE_OF     : 'rule' [ \t]+ 'of' ;
GOOD        : 'good' | 'decent' ;
TOP_HONOURS : ('two' | '2') [ \t]+ 'of' [ \t]+ ('the' [ \t]+)? 'top' [ \t]+ ('three' | '3')
              ([ \t]+ 'hono' 'u'? 'rs')? ;
CARD        : 'card' 's'? | 'crd' 's'? | 'carte' 's'? | 'kaart' 'en'? | 'kart' 'y'? ;
CONTROLS    : 'control' 's'? | 'kontrol' ('e' | 'ki')? ;
ACES        : 'ace' 's'? | 'asy' | 'asów' ;
KINGS       : 'king' 's'? | 'króle' | 'królów' ;
KEYCARDS    : 'key' [ -]? 'card' 's'? | 'keys' | 'key' | 'kc' | 'klucz' ('e' | 'y')? ;

// ---------------------------------------------------------------------------------------
// Hand features named in words

STOPPER     : 'stopp' ('er' 's'? | 'ing' | 'ed')? | 'stop' 's'? | 'trzymani' ('e' | 'a' | 'em')
            | 'arr' ('ê' | 'e') 't' ;
HALF        : 'half' | 'partial' | 'part' | 'pół' ;
SINGLETON   : 'singleton' 's'? | 'stiff' | 'singiel' | 'singl' ('a' | 'em' | 'u') ;
VOID        : 'void' 's'? | 'renons' | 'chicane' ;
DOUBLETON   : 'doubleton' 's'? | 'dubel' | 'dubla' ;
SHORTNESS   : 'shortness' | 'shortage' | 'krótkość' | 'krótkości' | 'courte' ;
SPLINTER    : '!'? ('spl' | 'splinter' ('s' | 'a' | 'em')?) ;
SOMEWHERE   : 'somewhere' | 'anywhere' ;
SUPPORT     : 'support' | 'supp' | 'fit' ('em' | 'u')? | 'raise' ;
BALANCED    : '!'? ('bal' | 'balanced' | 'zrównoważon' ('y' | 'a' | 'e') | 'équilibré' 'e'?
            | 'evenwichtig') ;
SEMIBAL     : '!'? ('semi' [ -]? 'bal' ('anced')? | 'sbal') ;
UNBALANCED  : '!'? ('unbal' ('anced')? | 'non' [ -]? 'bal' ('anced')?
            | 'niezrównoważon' ('y' | 'a' | 'e') | 'déséquilibré' 'e'? | 'onevenwichtig') ;
LONGER      : 'longer' | 'dłuższ' ('e' | 'y' | 'a') | 'langer' ;
THAN        : 'than' | 'niż' ;
AS_LONG_AS  : ('at' [ \t]+ 'least' [ \t]+)? 'as' [ \t]+ 'long' [ \t]+ 'as' ;

// ---------------------------------------------------------------------------------------
// Bounds

AT_LEAST    : 'at' [ \t]+ 'least' | 'no' [ \t]+ 'less' [ \t]+ 'than' | 'not' [ \t]+ 'less'
              [ \t]+ 'than' | 'co' [ \t]+ 'najmniej' | 'przynajmniej' | 'au' [ \t]+ 'moins'
            | 'minstens' ;
AT_MOST     : 'at' [ \t]+ 'most' | 'up' [ \t]+ 'to' | 'no' [ \t]+ 'more' [ \t]+ 'than'
            | 'not' [ \t]+ 'more' [ \t]+ 'than' | 'co' [ \t]+ 'najwyżej' | 'au' [ \t]+ 'plus'
            | 'hoogstens' | 'maximaal' ;
LESS_THAN   : ('less' | 'fewer') [ \t]+ 'than' | 'under' | 'below' | 'mniej' [ \t]+ 'niż'
            | 'minder' [ \t]+ 'dan' ;
MORE_THAN   : 'more' [ \t]+ 'than' | 'above' | 'więcej' [ \t]+ 'niż' | 'meer' [ \t]+ 'dan' ;
EXACTLY     : 'exactly' | 'precisely' | 'dokładnie' | 'exactement' | 'precies' ;
OR_LONGER   : ('or' | 'lub' | 'ou' | 'of') [ \t]+ ('longer' | 'more' | 'więcej' | 'plus'
            | 'meer') ;

// ---------------------------------------------------------------------------------------
// What the call is: forcing and strength words, conventions

FORCE       : '!'? ('nf' | 'non' [ -]? 'forcing' | 'not' [ \t]+ 'forcing' | 'f1' 'r'? | 'rf'
            | 'one' [ -] 'round' [ -] 'forc' ('e' | 'ing') | 'forcing' [ \t]+ 'one' [ \t]+
              'round' | 'forcing' | 'forsing' | 'fg' | 'gf' | 'game' [ -] 'forc' ('e' | 'ing')
            | 'forcing' [ \t]+ 'to' [ \t]+ 'game' | 'inv' | 'invit' ('e' | 'ing' | 'ational'
            | 'ation')? | 'inwit' | 's/o' | 'sign' [ -]? 'off' | 'to' [ \t]+ 'play' | 't/p'
            | 'do' [ \t]+ 'gry' | 'p/c' | 'pass' [ \t]* ('/' | [ \t] 'or' [ \t] | '-or-')
              [ \t]* 'correct' | 's/t' | 'slam' [ -] ('try' | 'interest') | 'quant'
            | 'quantitative' | 'lim' | 'limit' | 'forced' | 'mandatory' | 'relay' | 'rel'
            | '(r)' | 'g/t' | 'game' [ \t]+ 'try' | 'const' | 'constructive' | 'neg' | 'negative' | 'pen' | 'penalty'
            | 'sos' | 'semi' [ -]? 'forcing' | 'pre' | 'pre' '-'? 'emptive' | 'preempt'
            | 'blok' | 'barrage' | 'comp' | 'competitive' | 'choice' [ \t]+ 'of' [ \t]+
              'games' | 'cog' | 'cue' | 'cue' [ -]? 'bid' | 's/a' | 'preference' | 'pref'
            | 'ctrl' | 'control' [ -] 'bid'
            | ('response' 's'? | 'answer' 's'? | 'reply' | 'replies') [ \t]+ 'to') ;
FORCE_F     options { caseInsensitive = false; } : '!'? 'F' ;
STRENGTH    : '!'? ('weak' ([ -]? ('two' | '2'))? | 'strong' | 'str' | 'light' | 'mild' | 'słab' ('y' | 'a' | 'e')
            | 'siln' ('y' | 'a' | 'e') | 'faible' | 'fort' 'e'? | 'zwak' | 'sterk') ;
MINW        : '!'? ('min' | 'minimum') ;
MAXW        : '!'? ('max' | 'maximum') ;
NATW        : '!'? ('nat' | 'natural' | 'naturaln' ('y' | 'e' | 'a') | 'naturel' 'le'?
            | 'natuurlijk' | 'art' | 'artificial' | 'conv' | 'conventional'
            | 'sztuczn' ('y' | 'e' | 'a') | 'artificiel' 'le'? | 'kunstmatig') ;
CONVENTION  : '!'? ( 'stayman' | 'stay' | 'puppet' ([ \t]+ 'stayman')? | 'pup' | 'jacoby'
            | 'texas' | 'transfer' 's'? | 'trf' | 'retransfer' | 'blackwood' | 'bw' | 'rkcb'
            | 'rkc' | 'roman' [ \t]+ 'key' [ -]? 'card' | 'kickback' | 'k/b' | 'gerber' | 'exclusion'
            | 'voidwood' | 'michaels' | 'leaping' [ \t]+ 'michaels' | 'french' [ \t]+
              'michaels' | 'ghestem' | 'landy' | 'cappelletti' | 'dont' | 'astro' | 'multi' ('-'? 'colou' 'r' 'ed')?
            | 'muiderberg' | 'lebensohl' | 'rubensohl' | 'smolen' | 'gazilli' | 'drury'
            | 'bergen' | 'namyats' | 'gambling' | 'lightner' | 'ogust' | 'walsh' | 'wolff'
            | 'crowhurst' | 'checkback' | 'nmf' | 'new' [ \t]+ 'minor' [ \t]+ 'forcing'
            | 'xyz' | 'flannery' | 'gladiator' | 'sandwich' | 'unusual' | 'unt' | 'quest'
            | 'baron' | 'soloway' | 'rosenkranz' | 'rosenkrantz' | 'lavinthal' | 'mccabe'
            | 'kokish' | 'reverse' | 'inverted' | 'sputnik' | 'take' [ -]? 'out' | 't/o'
            | 'wilkosz' | 'precision' | 'polish' [ \t]+ 'club' | 'checkback' | 'bourke'
            | 'mini' [ -] 'nt' | 'lebensohl' | 'lead' [ -] 'directing' | 'lightner' ) ;

// ---------------------------------------------------------------------------------------
// Words that change how the words after (or before) them are read

NEGW        : '!'? ('no' | 'not' | 'without' | 'w/o' | 'denies' | 'deny' | 'denying'
            | 'never' | 'lacks' | 'lacking' | 'bez' | 'brak' | 'nie' | 'sans' | 'geen'
            | 'zonder' | 'niet') ;
COND        : 'if' | 'unless' | 'except' | 'excluding' | 'when' | 'whenever' | 'after'
            | 'over' | 'once' | 'then' | 'else' | 'otherwise' | 'although' | 'though'
            | 'instead' | 'too' | 'see' | 'voir' | 'zie' | 'same' | 'idem' | 'as' | 'like'
            | 'similar' | 'similarly' | 'jeśli' | 'jeżeli' | 'gdy' | 'kiedy' | 'po' | 'si'
            | 'sauf' | 'après' | 'als' | 'behalve' ;
ABOUT       : 'partner' | 'partner' ['’] 's' | 'partners' | 'pd' | 'opener' | 'opener' ['’]
              's' | 'responder' | 'responder' ['’] 's' | 'overcaller' | 'advancer' | 'lho'
            | 'rho' | 'opponent' 's'? | 'opponent' ['’] 's' | 'opps' | 'their' | 'theirs'
            | 'they' | 'them' | 'his' | 'her' | 'he' | 'she' | 'you' | 'we' | 'our' | 'asks'
            | 'ask' | 'asking' | 'inquiry' | 'enquiry' | 'question' | 'pyta' | 'pytanie'
            | 'partnera' | 'przeciwnik' ('a' | 'ów')? | 'demande' | 'partenaire'
            | 'adversaire' | 'vraagt' | 'tegenstander' ;
HEDGE_A     : 'maybe' | 'possibly' | 'perhaps' | 'may' ([ \t]+ ('have' | 'be'))? | 'can'
              ([ \t]+ ('have' | 'be'))? | 'could' ([ \t]+ ('have' | 'be'))? | 'might'
              ([ \t]+ ('have' | 'be'))? | 'even' | 'sometimes' | 'occasionally' | 'rarely'
            | 'also' | 'e.g.' | 'eg' | 'e.g' | 'for' [ \t]+ ('example' | 'instance')
            | 'such' [ \t]+ 'as' | 'including' | 'incl.' | 'incl' | 'może' | 'ewentualnie'
            | 'czasem' | 'dopuszczamy' | 'peut' | 'peut-être' | 'parfois' | 'soms'
            | 'eventueel' | 'misschien' | 'mogelijk' ;
HEDGE_M     : 'usually' | 'normally' | 'typically' | 'generally' | 'mostly' | 'often'
            | 'likely' | 'probably' | 'preferably' | 'ideally' | 'mainly' | 'in' [ \t]+
              'principle' | 'about' | 'around' | 'approximately' | 'approx.' | 'approx'
            | 'roughly' | 'circa' | 'ca.' | 'almost' | 'nearly' | 'zwykle' | 'zazwyczaj'
            | 'raczej' | 'najczęściej' | 'souvent' | 'généralement' | 'normalement'
            | 'meestal' | 'vaak' | 'ongeveer' | 'bijna' ;
HEDGE_P     : 'possible' | 'allowed' | 'permitted' | 'tolerated' | 'acceptable' | 'not'
              [ \t]+ 'excluded' | 'rare' | 'możliw' ('y' | 'e' | 'a') | 'dopuszczaln'
              ('y' | 'e' | 'a') | 'toegestaan' ;
ONE_OF      : ('one' | 'any' | 'either') [ \t]+ 'of' ([ \t]+ 'the' [ \t]+ 'following')?
            | 'jedn' ('o' | 'a') [ \t]+ 'z' | 'jeden' [ \t]+ 'z' | 'l' ['’] 'un' [ \t]+ 'de'
            | 'un' [ \t]+ 'de' ;
EITHER      : 'either' ;
OR          : 'or' | 'lub' | 'albo' | 'ou' ;
AND         : 'and' | '&' | 'i' | 'et' | 'plus' | 'oraz' | 'as' [ \t]+ 'well' [ \t]+ 'as'
            | 'but' | 'yet' | 'ale' ;
WITH        : 'with' | 'w/' | 'z' | 'ze' | 'avec' | 'met' | 'having' | 'holding' | 'shows' | 'showing' ;
IE          : 'i.e.' | 'ie' | 'viz' | 'namely' ;
IN          : 'in' | 'w' | 'en' | 'à' | 'on' ;
OF          : 'of' ;
FOR         : 'for' | 'dla' | 'pour' | 'voor' ;
TO          : 'to' | 'do' | 'naar' ;
THE         : 'the' | 'a' | 'an' | 'le' | 'la' | 'les' | 'de' | 'het' ;
BOTH        : 'both' | 'two' | 'oba' | 'obie' | 'obu' ;
ANY         : 'any' | 'some' ;
CALLCTX     : 'via' | 'till' | 'until' | 'between' | 'bid' | 'bids' | 'bidding' | 'rebid' 's'? | 'open' | 'opens'
            | 'opening' | 'opened' | 'overcall' | 'response' | 'respond' 's'? | 'by' ;

// ---------------------------------------------------------------------------------------
// Punctuation

LPAREN      : '(' ;
RPAREN      : ')' ;
LBRACK      : '[' | '{' ;
RBRACK      : ']' | '}' ;
COMMA       : ',' ;
SEMI        : ';' ;
COLON       : ':' ;
PERIOD      : '.' | '…' ;
SLASH       : '/' ;
PLUS        : '+' ;
MINUS       : '−' ;
DASH        : '-' | '--' | '–' | '—' ;
EQ          : '=' ;
TILDE       : '~' ;
QMARK       : '?' ;
GE          : '>=' | '≥' ;
GT          : '>' ;

// A capital suit letter standing alone ("transfer to H", as BML's \M expands): read as a
// suit only after "transfer to"; elsewhere it is an unread word.
SUIT_LETTER options { caseInsensitive = false; } : [CDHS] ;
WORD        : '!'? [a-z\u00C0-\u024F]+ (['’] [a-z\u00C0-\u024F]+)? ;
WS          : [ \t\r\n\u00A0]+ -> skip ;
OTHER       : . ;
