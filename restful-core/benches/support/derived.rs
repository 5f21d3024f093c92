//! The controllers of the mix (`controllers` in `run_time.rs`), derived: what the adapters'
//! benchmarks mount, as a router mounts only the controllers of the process-wide registry.
//! Written by `scripts/bench-controllers.py`, from the same rules; do not edit.

use restful_core::{Controller, Restful};

/// The first `n` controllers of the mix, as `run_time.rs` makes them.
///
/// # Panics
///
/// Above 1,000 controllers: the derived mix stops there.
pub fn controllers(n: usize) -> Vec<&'static Controller> {
    assert!(
        n <= ALL.len(),
        "the derived mix has 1,000 controllers; {n} were asked for"
    );
    ALL[..n].to_vec()
}

static ALL: [&Controller; 1000] = [
    C0::CONTROLLER,
    C1::CONTROLLER,
    C2::CONTROLLER,
    C3::CONTROLLER,
    C4::CONTROLLER,
    C5::CONTROLLER,
    C6::CONTROLLER,
    C7::CONTROLLER,
    C8::CONTROLLER,
    C9::CONTROLLER,
    C10::CONTROLLER,
    C11::CONTROLLER,
    C12::CONTROLLER,
    C13::CONTROLLER,
    C14::CONTROLLER,
    C15::CONTROLLER,
    C16::CONTROLLER,
    C17::CONTROLLER,
    C18::CONTROLLER,
    C19::CONTROLLER,
    C20::CONTROLLER,
    C21::CONTROLLER,
    C22::CONTROLLER,
    C23::CONTROLLER,
    C24::CONTROLLER,
    C25::CONTROLLER,
    C26::CONTROLLER,
    C27::CONTROLLER,
    C28::CONTROLLER,
    C29::CONTROLLER,
    C30::CONTROLLER,
    C31::CONTROLLER,
    C32::CONTROLLER,
    C33::CONTROLLER,
    C34::CONTROLLER,
    C35::CONTROLLER,
    C36::CONTROLLER,
    C37::CONTROLLER,
    C38::CONTROLLER,
    C39::CONTROLLER,
    C40::CONTROLLER,
    C41::CONTROLLER,
    C42::CONTROLLER,
    C43::CONTROLLER,
    C44::CONTROLLER,
    C45::CONTROLLER,
    C46::CONTROLLER,
    C47::CONTROLLER,
    C48::CONTROLLER,
    C49::CONTROLLER,
    C50::CONTROLLER,
    C51::CONTROLLER,
    C52::CONTROLLER,
    C53::CONTROLLER,
    C54::CONTROLLER,
    C55::CONTROLLER,
    C56::CONTROLLER,
    C57::CONTROLLER,
    C58::CONTROLLER,
    C59::CONTROLLER,
    C60::CONTROLLER,
    C61::CONTROLLER,
    C62::CONTROLLER,
    C63::CONTROLLER,
    C64::CONTROLLER,
    C65::CONTROLLER,
    C66::CONTROLLER,
    C67::CONTROLLER,
    C68::CONTROLLER,
    C69::CONTROLLER,
    C70::CONTROLLER,
    C71::CONTROLLER,
    C72::CONTROLLER,
    C73::CONTROLLER,
    C74::CONTROLLER,
    C75::CONTROLLER,
    C76::CONTROLLER,
    C77::CONTROLLER,
    C78::CONTROLLER,
    C79::CONTROLLER,
    C80::CONTROLLER,
    C81::CONTROLLER,
    C82::CONTROLLER,
    C83::CONTROLLER,
    C84::CONTROLLER,
    C85::CONTROLLER,
    C86::CONTROLLER,
    C87::CONTROLLER,
    C88::CONTROLLER,
    C89::CONTROLLER,
    C90::CONTROLLER,
    C91::CONTROLLER,
    C92::CONTROLLER,
    C93::CONTROLLER,
    C94::CONTROLLER,
    C95::CONTROLLER,
    C96::CONTROLLER,
    C97::CONTROLLER,
    C98::CONTROLLER,
    C99::CONTROLLER,
    C100::CONTROLLER,
    C101::CONTROLLER,
    C102::CONTROLLER,
    C103::CONTROLLER,
    C104::CONTROLLER,
    C105::CONTROLLER,
    C106::CONTROLLER,
    C107::CONTROLLER,
    C108::CONTROLLER,
    C109::CONTROLLER,
    C110::CONTROLLER,
    C111::CONTROLLER,
    C112::CONTROLLER,
    C113::CONTROLLER,
    C114::CONTROLLER,
    C115::CONTROLLER,
    C116::CONTROLLER,
    C117::CONTROLLER,
    C118::CONTROLLER,
    C119::CONTROLLER,
    C120::CONTROLLER,
    C121::CONTROLLER,
    C122::CONTROLLER,
    C123::CONTROLLER,
    C124::CONTROLLER,
    C125::CONTROLLER,
    C126::CONTROLLER,
    C127::CONTROLLER,
    C128::CONTROLLER,
    C129::CONTROLLER,
    C130::CONTROLLER,
    C131::CONTROLLER,
    C132::CONTROLLER,
    C133::CONTROLLER,
    C134::CONTROLLER,
    C135::CONTROLLER,
    C136::CONTROLLER,
    C137::CONTROLLER,
    C138::CONTROLLER,
    C139::CONTROLLER,
    C140::CONTROLLER,
    C141::CONTROLLER,
    C142::CONTROLLER,
    C143::CONTROLLER,
    C144::CONTROLLER,
    C145::CONTROLLER,
    C146::CONTROLLER,
    C147::CONTROLLER,
    C148::CONTROLLER,
    C149::CONTROLLER,
    C150::CONTROLLER,
    C151::CONTROLLER,
    C152::CONTROLLER,
    C153::CONTROLLER,
    C154::CONTROLLER,
    C155::CONTROLLER,
    C156::CONTROLLER,
    C157::CONTROLLER,
    C158::CONTROLLER,
    C159::CONTROLLER,
    C160::CONTROLLER,
    C161::CONTROLLER,
    C162::CONTROLLER,
    C163::CONTROLLER,
    C164::CONTROLLER,
    C165::CONTROLLER,
    C166::CONTROLLER,
    C167::CONTROLLER,
    C168::CONTROLLER,
    C169::CONTROLLER,
    C170::CONTROLLER,
    C171::CONTROLLER,
    C172::CONTROLLER,
    C173::CONTROLLER,
    C174::CONTROLLER,
    C175::CONTROLLER,
    C176::CONTROLLER,
    C177::CONTROLLER,
    C178::CONTROLLER,
    C179::CONTROLLER,
    C180::CONTROLLER,
    C181::CONTROLLER,
    C182::CONTROLLER,
    C183::CONTROLLER,
    C184::CONTROLLER,
    C185::CONTROLLER,
    C186::CONTROLLER,
    C187::CONTROLLER,
    C188::CONTROLLER,
    C189::CONTROLLER,
    C190::CONTROLLER,
    C191::CONTROLLER,
    C192::CONTROLLER,
    C193::CONTROLLER,
    C194::CONTROLLER,
    C195::CONTROLLER,
    C196::CONTROLLER,
    C197::CONTROLLER,
    C198::CONTROLLER,
    C199::CONTROLLER,
    C200::CONTROLLER,
    C201::CONTROLLER,
    C202::CONTROLLER,
    C203::CONTROLLER,
    C204::CONTROLLER,
    C205::CONTROLLER,
    C206::CONTROLLER,
    C207::CONTROLLER,
    C208::CONTROLLER,
    C209::CONTROLLER,
    C210::CONTROLLER,
    C211::CONTROLLER,
    C212::CONTROLLER,
    C213::CONTROLLER,
    C214::CONTROLLER,
    C215::CONTROLLER,
    C216::CONTROLLER,
    C217::CONTROLLER,
    C218::CONTROLLER,
    C219::CONTROLLER,
    C220::CONTROLLER,
    C221::CONTROLLER,
    C222::CONTROLLER,
    C223::CONTROLLER,
    C224::CONTROLLER,
    C225::CONTROLLER,
    C226::CONTROLLER,
    C227::CONTROLLER,
    C228::CONTROLLER,
    C229::CONTROLLER,
    C230::CONTROLLER,
    C231::CONTROLLER,
    C232::CONTROLLER,
    C233::CONTROLLER,
    C234::CONTROLLER,
    C235::CONTROLLER,
    C236::CONTROLLER,
    C237::CONTROLLER,
    C238::CONTROLLER,
    C239::CONTROLLER,
    C240::CONTROLLER,
    C241::CONTROLLER,
    C242::CONTROLLER,
    C243::CONTROLLER,
    C244::CONTROLLER,
    C245::CONTROLLER,
    C246::CONTROLLER,
    C247::CONTROLLER,
    C248::CONTROLLER,
    C249::CONTROLLER,
    C250::CONTROLLER,
    C251::CONTROLLER,
    C252::CONTROLLER,
    C253::CONTROLLER,
    C254::CONTROLLER,
    C255::CONTROLLER,
    C256::CONTROLLER,
    C257::CONTROLLER,
    C258::CONTROLLER,
    C259::CONTROLLER,
    C260::CONTROLLER,
    C261::CONTROLLER,
    C262::CONTROLLER,
    C263::CONTROLLER,
    C264::CONTROLLER,
    C265::CONTROLLER,
    C266::CONTROLLER,
    C267::CONTROLLER,
    C268::CONTROLLER,
    C269::CONTROLLER,
    C270::CONTROLLER,
    C271::CONTROLLER,
    C272::CONTROLLER,
    C273::CONTROLLER,
    C274::CONTROLLER,
    C275::CONTROLLER,
    C276::CONTROLLER,
    C277::CONTROLLER,
    C278::CONTROLLER,
    C279::CONTROLLER,
    C280::CONTROLLER,
    C281::CONTROLLER,
    C282::CONTROLLER,
    C283::CONTROLLER,
    C284::CONTROLLER,
    C285::CONTROLLER,
    C286::CONTROLLER,
    C287::CONTROLLER,
    C288::CONTROLLER,
    C289::CONTROLLER,
    C290::CONTROLLER,
    C291::CONTROLLER,
    C292::CONTROLLER,
    C293::CONTROLLER,
    C294::CONTROLLER,
    C295::CONTROLLER,
    C296::CONTROLLER,
    C297::CONTROLLER,
    C298::CONTROLLER,
    C299::CONTROLLER,
    C300::CONTROLLER,
    C301::CONTROLLER,
    C302::CONTROLLER,
    C303::CONTROLLER,
    C304::CONTROLLER,
    C305::CONTROLLER,
    C306::CONTROLLER,
    C307::CONTROLLER,
    C308::CONTROLLER,
    C309::CONTROLLER,
    C310::CONTROLLER,
    C311::CONTROLLER,
    C312::CONTROLLER,
    C313::CONTROLLER,
    C314::CONTROLLER,
    C315::CONTROLLER,
    C316::CONTROLLER,
    C317::CONTROLLER,
    C318::CONTROLLER,
    C319::CONTROLLER,
    C320::CONTROLLER,
    C321::CONTROLLER,
    C322::CONTROLLER,
    C323::CONTROLLER,
    C324::CONTROLLER,
    C325::CONTROLLER,
    C326::CONTROLLER,
    C327::CONTROLLER,
    C328::CONTROLLER,
    C329::CONTROLLER,
    C330::CONTROLLER,
    C331::CONTROLLER,
    C332::CONTROLLER,
    C333::CONTROLLER,
    C334::CONTROLLER,
    C335::CONTROLLER,
    C336::CONTROLLER,
    C337::CONTROLLER,
    C338::CONTROLLER,
    C339::CONTROLLER,
    C340::CONTROLLER,
    C341::CONTROLLER,
    C342::CONTROLLER,
    C343::CONTROLLER,
    C344::CONTROLLER,
    C345::CONTROLLER,
    C346::CONTROLLER,
    C347::CONTROLLER,
    C348::CONTROLLER,
    C349::CONTROLLER,
    C350::CONTROLLER,
    C351::CONTROLLER,
    C352::CONTROLLER,
    C353::CONTROLLER,
    C354::CONTROLLER,
    C355::CONTROLLER,
    C356::CONTROLLER,
    C357::CONTROLLER,
    C358::CONTROLLER,
    C359::CONTROLLER,
    C360::CONTROLLER,
    C361::CONTROLLER,
    C362::CONTROLLER,
    C363::CONTROLLER,
    C364::CONTROLLER,
    C365::CONTROLLER,
    C366::CONTROLLER,
    C367::CONTROLLER,
    C368::CONTROLLER,
    C369::CONTROLLER,
    C370::CONTROLLER,
    C371::CONTROLLER,
    C372::CONTROLLER,
    C373::CONTROLLER,
    C374::CONTROLLER,
    C375::CONTROLLER,
    C376::CONTROLLER,
    C377::CONTROLLER,
    C378::CONTROLLER,
    C379::CONTROLLER,
    C380::CONTROLLER,
    C381::CONTROLLER,
    C382::CONTROLLER,
    C383::CONTROLLER,
    C384::CONTROLLER,
    C385::CONTROLLER,
    C386::CONTROLLER,
    C387::CONTROLLER,
    C388::CONTROLLER,
    C389::CONTROLLER,
    C390::CONTROLLER,
    C391::CONTROLLER,
    C392::CONTROLLER,
    C393::CONTROLLER,
    C394::CONTROLLER,
    C395::CONTROLLER,
    C396::CONTROLLER,
    C397::CONTROLLER,
    C398::CONTROLLER,
    C399::CONTROLLER,
    C400::CONTROLLER,
    C401::CONTROLLER,
    C402::CONTROLLER,
    C403::CONTROLLER,
    C404::CONTROLLER,
    C405::CONTROLLER,
    C406::CONTROLLER,
    C407::CONTROLLER,
    C408::CONTROLLER,
    C409::CONTROLLER,
    C410::CONTROLLER,
    C411::CONTROLLER,
    C412::CONTROLLER,
    C413::CONTROLLER,
    C414::CONTROLLER,
    C415::CONTROLLER,
    C416::CONTROLLER,
    C417::CONTROLLER,
    C418::CONTROLLER,
    C419::CONTROLLER,
    C420::CONTROLLER,
    C421::CONTROLLER,
    C422::CONTROLLER,
    C423::CONTROLLER,
    C424::CONTROLLER,
    C425::CONTROLLER,
    C426::CONTROLLER,
    C427::CONTROLLER,
    C428::CONTROLLER,
    C429::CONTROLLER,
    C430::CONTROLLER,
    C431::CONTROLLER,
    C432::CONTROLLER,
    C433::CONTROLLER,
    C434::CONTROLLER,
    C435::CONTROLLER,
    C436::CONTROLLER,
    C437::CONTROLLER,
    C438::CONTROLLER,
    C439::CONTROLLER,
    C440::CONTROLLER,
    C441::CONTROLLER,
    C442::CONTROLLER,
    C443::CONTROLLER,
    C444::CONTROLLER,
    C445::CONTROLLER,
    C446::CONTROLLER,
    C447::CONTROLLER,
    C448::CONTROLLER,
    C449::CONTROLLER,
    C450::CONTROLLER,
    C451::CONTROLLER,
    C452::CONTROLLER,
    C453::CONTROLLER,
    C454::CONTROLLER,
    C455::CONTROLLER,
    C456::CONTROLLER,
    C457::CONTROLLER,
    C458::CONTROLLER,
    C459::CONTROLLER,
    C460::CONTROLLER,
    C461::CONTROLLER,
    C462::CONTROLLER,
    C463::CONTROLLER,
    C464::CONTROLLER,
    C465::CONTROLLER,
    C466::CONTROLLER,
    C467::CONTROLLER,
    C468::CONTROLLER,
    C469::CONTROLLER,
    C470::CONTROLLER,
    C471::CONTROLLER,
    C472::CONTROLLER,
    C473::CONTROLLER,
    C474::CONTROLLER,
    C475::CONTROLLER,
    C476::CONTROLLER,
    C477::CONTROLLER,
    C478::CONTROLLER,
    C479::CONTROLLER,
    C480::CONTROLLER,
    C481::CONTROLLER,
    C482::CONTROLLER,
    C483::CONTROLLER,
    C484::CONTROLLER,
    C485::CONTROLLER,
    C486::CONTROLLER,
    C487::CONTROLLER,
    C488::CONTROLLER,
    C489::CONTROLLER,
    C490::CONTROLLER,
    C491::CONTROLLER,
    C492::CONTROLLER,
    C493::CONTROLLER,
    C494::CONTROLLER,
    C495::CONTROLLER,
    C496::CONTROLLER,
    C497::CONTROLLER,
    C498::CONTROLLER,
    C499::CONTROLLER,
    C500::CONTROLLER,
    C501::CONTROLLER,
    C502::CONTROLLER,
    C503::CONTROLLER,
    C504::CONTROLLER,
    C505::CONTROLLER,
    C506::CONTROLLER,
    C507::CONTROLLER,
    C508::CONTROLLER,
    C509::CONTROLLER,
    C510::CONTROLLER,
    C511::CONTROLLER,
    C512::CONTROLLER,
    C513::CONTROLLER,
    C514::CONTROLLER,
    C515::CONTROLLER,
    C516::CONTROLLER,
    C517::CONTROLLER,
    C518::CONTROLLER,
    C519::CONTROLLER,
    C520::CONTROLLER,
    C521::CONTROLLER,
    C522::CONTROLLER,
    C523::CONTROLLER,
    C524::CONTROLLER,
    C525::CONTROLLER,
    C526::CONTROLLER,
    C527::CONTROLLER,
    C528::CONTROLLER,
    C529::CONTROLLER,
    C530::CONTROLLER,
    C531::CONTROLLER,
    C532::CONTROLLER,
    C533::CONTROLLER,
    C534::CONTROLLER,
    C535::CONTROLLER,
    C536::CONTROLLER,
    C537::CONTROLLER,
    C538::CONTROLLER,
    C539::CONTROLLER,
    C540::CONTROLLER,
    C541::CONTROLLER,
    C542::CONTROLLER,
    C543::CONTROLLER,
    C544::CONTROLLER,
    C545::CONTROLLER,
    C546::CONTROLLER,
    C547::CONTROLLER,
    C548::CONTROLLER,
    C549::CONTROLLER,
    C550::CONTROLLER,
    C551::CONTROLLER,
    C552::CONTROLLER,
    C553::CONTROLLER,
    C554::CONTROLLER,
    C555::CONTROLLER,
    C556::CONTROLLER,
    C557::CONTROLLER,
    C558::CONTROLLER,
    C559::CONTROLLER,
    C560::CONTROLLER,
    C561::CONTROLLER,
    C562::CONTROLLER,
    C563::CONTROLLER,
    C564::CONTROLLER,
    C565::CONTROLLER,
    C566::CONTROLLER,
    C567::CONTROLLER,
    C568::CONTROLLER,
    C569::CONTROLLER,
    C570::CONTROLLER,
    C571::CONTROLLER,
    C572::CONTROLLER,
    C573::CONTROLLER,
    C574::CONTROLLER,
    C575::CONTROLLER,
    C576::CONTROLLER,
    C577::CONTROLLER,
    C578::CONTROLLER,
    C579::CONTROLLER,
    C580::CONTROLLER,
    C581::CONTROLLER,
    C582::CONTROLLER,
    C583::CONTROLLER,
    C584::CONTROLLER,
    C585::CONTROLLER,
    C586::CONTROLLER,
    C587::CONTROLLER,
    C588::CONTROLLER,
    C589::CONTROLLER,
    C590::CONTROLLER,
    C591::CONTROLLER,
    C592::CONTROLLER,
    C593::CONTROLLER,
    C594::CONTROLLER,
    C595::CONTROLLER,
    C596::CONTROLLER,
    C597::CONTROLLER,
    C598::CONTROLLER,
    C599::CONTROLLER,
    C600::CONTROLLER,
    C601::CONTROLLER,
    C602::CONTROLLER,
    C603::CONTROLLER,
    C604::CONTROLLER,
    C605::CONTROLLER,
    C606::CONTROLLER,
    C607::CONTROLLER,
    C608::CONTROLLER,
    C609::CONTROLLER,
    C610::CONTROLLER,
    C611::CONTROLLER,
    C612::CONTROLLER,
    C613::CONTROLLER,
    C614::CONTROLLER,
    C615::CONTROLLER,
    C616::CONTROLLER,
    C617::CONTROLLER,
    C618::CONTROLLER,
    C619::CONTROLLER,
    C620::CONTROLLER,
    C621::CONTROLLER,
    C622::CONTROLLER,
    C623::CONTROLLER,
    C624::CONTROLLER,
    C625::CONTROLLER,
    C626::CONTROLLER,
    C627::CONTROLLER,
    C628::CONTROLLER,
    C629::CONTROLLER,
    C630::CONTROLLER,
    C631::CONTROLLER,
    C632::CONTROLLER,
    C633::CONTROLLER,
    C634::CONTROLLER,
    C635::CONTROLLER,
    C636::CONTROLLER,
    C637::CONTROLLER,
    C638::CONTROLLER,
    C639::CONTROLLER,
    C640::CONTROLLER,
    C641::CONTROLLER,
    C642::CONTROLLER,
    C643::CONTROLLER,
    C644::CONTROLLER,
    C645::CONTROLLER,
    C646::CONTROLLER,
    C647::CONTROLLER,
    C648::CONTROLLER,
    C649::CONTROLLER,
    C650::CONTROLLER,
    C651::CONTROLLER,
    C652::CONTROLLER,
    C653::CONTROLLER,
    C654::CONTROLLER,
    C655::CONTROLLER,
    C656::CONTROLLER,
    C657::CONTROLLER,
    C658::CONTROLLER,
    C659::CONTROLLER,
    C660::CONTROLLER,
    C661::CONTROLLER,
    C662::CONTROLLER,
    C663::CONTROLLER,
    C664::CONTROLLER,
    C665::CONTROLLER,
    C666::CONTROLLER,
    C667::CONTROLLER,
    C668::CONTROLLER,
    C669::CONTROLLER,
    C670::CONTROLLER,
    C671::CONTROLLER,
    C672::CONTROLLER,
    C673::CONTROLLER,
    C674::CONTROLLER,
    C675::CONTROLLER,
    C676::CONTROLLER,
    C677::CONTROLLER,
    C678::CONTROLLER,
    C679::CONTROLLER,
    C680::CONTROLLER,
    C681::CONTROLLER,
    C682::CONTROLLER,
    C683::CONTROLLER,
    C684::CONTROLLER,
    C685::CONTROLLER,
    C686::CONTROLLER,
    C687::CONTROLLER,
    C688::CONTROLLER,
    C689::CONTROLLER,
    C690::CONTROLLER,
    C691::CONTROLLER,
    C692::CONTROLLER,
    C693::CONTROLLER,
    C694::CONTROLLER,
    C695::CONTROLLER,
    C696::CONTROLLER,
    C697::CONTROLLER,
    C698::CONTROLLER,
    C699::CONTROLLER,
    C700::CONTROLLER,
    C701::CONTROLLER,
    C702::CONTROLLER,
    C703::CONTROLLER,
    C704::CONTROLLER,
    C705::CONTROLLER,
    C706::CONTROLLER,
    C707::CONTROLLER,
    C708::CONTROLLER,
    C709::CONTROLLER,
    C710::CONTROLLER,
    C711::CONTROLLER,
    C712::CONTROLLER,
    C713::CONTROLLER,
    C714::CONTROLLER,
    C715::CONTROLLER,
    C716::CONTROLLER,
    C717::CONTROLLER,
    C718::CONTROLLER,
    C719::CONTROLLER,
    C720::CONTROLLER,
    C721::CONTROLLER,
    C722::CONTROLLER,
    C723::CONTROLLER,
    C724::CONTROLLER,
    C725::CONTROLLER,
    C726::CONTROLLER,
    C727::CONTROLLER,
    C728::CONTROLLER,
    C729::CONTROLLER,
    C730::CONTROLLER,
    C731::CONTROLLER,
    C732::CONTROLLER,
    C733::CONTROLLER,
    C734::CONTROLLER,
    C735::CONTROLLER,
    C736::CONTROLLER,
    C737::CONTROLLER,
    C738::CONTROLLER,
    C739::CONTROLLER,
    C740::CONTROLLER,
    C741::CONTROLLER,
    C742::CONTROLLER,
    C743::CONTROLLER,
    C744::CONTROLLER,
    C745::CONTROLLER,
    C746::CONTROLLER,
    C747::CONTROLLER,
    C748::CONTROLLER,
    C749::CONTROLLER,
    C750::CONTROLLER,
    C751::CONTROLLER,
    C752::CONTROLLER,
    C753::CONTROLLER,
    C754::CONTROLLER,
    C755::CONTROLLER,
    C756::CONTROLLER,
    C757::CONTROLLER,
    C758::CONTROLLER,
    C759::CONTROLLER,
    C760::CONTROLLER,
    C761::CONTROLLER,
    C762::CONTROLLER,
    C763::CONTROLLER,
    C764::CONTROLLER,
    C765::CONTROLLER,
    C766::CONTROLLER,
    C767::CONTROLLER,
    C768::CONTROLLER,
    C769::CONTROLLER,
    C770::CONTROLLER,
    C771::CONTROLLER,
    C772::CONTROLLER,
    C773::CONTROLLER,
    C774::CONTROLLER,
    C775::CONTROLLER,
    C776::CONTROLLER,
    C777::CONTROLLER,
    C778::CONTROLLER,
    C779::CONTROLLER,
    C780::CONTROLLER,
    C781::CONTROLLER,
    C782::CONTROLLER,
    C783::CONTROLLER,
    C784::CONTROLLER,
    C785::CONTROLLER,
    C786::CONTROLLER,
    C787::CONTROLLER,
    C788::CONTROLLER,
    C789::CONTROLLER,
    C790::CONTROLLER,
    C791::CONTROLLER,
    C792::CONTROLLER,
    C793::CONTROLLER,
    C794::CONTROLLER,
    C795::CONTROLLER,
    C796::CONTROLLER,
    C797::CONTROLLER,
    C798::CONTROLLER,
    C799::CONTROLLER,
    C800::CONTROLLER,
    C801::CONTROLLER,
    C802::CONTROLLER,
    C803::CONTROLLER,
    C804::CONTROLLER,
    C805::CONTROLLER,
    C806::CONTROLLER,
    C807::CONTROLLER,
    C808::CONTROLLER,
    C809::CONTROLLER,
    C810::CONTROLLER,
    C811::CONTROLLER,
    C812::CONTROLLER,
    C813::CONTROLLER,
    C814::CONTROLLER,
    C815::CONTROLLER,
    C816::CONTROLLER,
    C817::CONTROLLER,
    C818::CONTROLLER,
    C819::CONTROLLER,
    C820::CONTROLLER,
    C821::CONTROLLER,
    C822::CONTROLLER,
    C823::CONTROLLER,
    C824::CONTROLLER,
    C825::CONTROLLER,
    C826::CONTROLLER,
    C827::CONTROLLER,
    C828::CONTROLLER,
    C829::CONTROLLER,
    C830::CONTROLLER,
    C831::CONTROLLER,
    C832::CONTROLLER,
    C833::CONTROLLER,
    C834::CONTROLLER,
    C835::CONTROLLER,
    C836::CONTROLLER,
    C837::CONTROLLER,
    C838::CONTROLLER,
    C839::CONTROLLER,
    C840::CONTROLLER,
    C841::CONTROLLER,
    C842::CONTROLLER,
    C843::CONTROLLER,
    C844::CONTROLLER,
    C845::CONTROLLER,
    C846::CONTROLLER,
    C847::CONTROLLER,
    C848::CONTROLLER,
    C849::CONTROLLER,
    C850::CONTROLLER,
    C851::CONTROLLER,
    C852::CONTROLLER,
    C853::CONTROLLER,
    C854::CONTROLLER,
    C855::CONTROLLER,
    C856::CONTROLLER,
    C857::CONTROLLER,
    C858::CONTROLLER,
    C859::CONTROLLER,
    C860::CONTROLLER,
    C861::CONTROLLER,
    C862::CONTROLLER,
    C863::CONTROLLER,
    C864::CONTROLLER,
    C865::CONTROLLER,
    C866::CONTROLLER,
    C867::CONTROLLER,
    C868::CONTROLLER,
    C869::CONTROLLER,
    C870::CONTROLLER,
    C871::CONTROLLER,
    C872::CONTROLLER,
    C873::CONTROLLER,
    C874::CONTROLLER,
    C875::CONTROLLER,
    C876::CONTROLLER,
    C877::CONTROLLER,
    C878::CONTROLLER,
    C879::CONTROLLER,
    C880::CONTROLLER,
    C881::CONTROLLER,
    C882::CONTROLLER,
    C883::CONTROLLER,
    C884::CONTROLLER,
    C885::CONTROLLER,
    C886::CONTROLLER,
    C887::CONTROLLER,
    C888::CONTROLLER,
    C889::CONTROLLER,
    C890::CONTROLLER,
    C891::CONTROLLER,
    C892::CONTROLLER,
    C893::CONTROLLER,
    C894::CONTROLLER,
    C895::CONTROLLER,
    C896::CONTROLLER,
    C897::CONTROLLER,
    C898::CONTROLLER,
    C899::CONTROLLER,
    C900::CONTROLLER,
    C901::CONTROLLER,
    C902::CONTROLLER,
    C903::CONTROLLER,
    C904::CONTROLLER,
    C905::CONTROLLER,
    C906::CONTROLLER,
    C907::CONTROLLER,
    C908::CONTROLLER,
    C909::CONTROLLER,
    C910::CONTROLLER,
    C911::CONTROLLER,
    C912::CONTROLLER,
    C913::CONTROLLER,
    C914::CONTROLLER,
    C915::CONTROLLER,
    C916::CONTROLLER,
    C917::CONTROLLER,
    C918::CONTROLLER,
    C919::CONTROLLER,
    C920::CONTROLLER,
    C921::CONTROLLER,
    C922::CONTROLLER,
    C923::CONTROLLER,
    C924::CONTROLLER,
    C925::CONTROLLER,
    C926::CONTROLLER,
    C927::CONTROLLER,
    C928::CONTROLLER,
    C929::CONTROLLER,
    C930::CONTROLLER,
    C931::CONTROLLER,
    C932::CONTROLLER,
    C933::CONTROLLER,
    C934::CONTROLLER,
    C935::CONTROLLER,
    C936::CONTROLLER,
    C937::CONTROLLER,
    C938::CONTROLLER,
    C939::CONTROLLER,
    C940::CONTROLLER,
    C941::CONTROLLER,
    C942::CONTROLLER,
    C943::CONTROLLER,
    C944::CONTROLLER,
    C945::CONTROLLER,
    C946::CONTROLLER,
    C947::CONTROLLER,
    C948::CONTROLLER,
    C949::CONTROLLER,
    C950::CONTROLLER,
    C951::CONTROLLER,
    C952::CONTROLLER,
    C953::CONTROLLER,
    C954::CONTROLLER,
    C955::CONTROLLER,
    C956::CONTROLLER,
    C957::CONTROLLER,
    C958::CONTROLLER,
    C959::CONTROLLER,
    C960::CONTROLLER,
    C961::CONTROLLER,
    C962::CONTROLLER,
    C963::CONTROLLER,
    C964::CONTROLLER,
    C965::CONTROLLER,
    C966::CONTROLLER,
    C967::CONTROLLER,
    C968::CONTROLLER,
    C969::CONTROLLER,
    C970::CONTROLLER,
    C971::CONTROLLER,
    C972::CONTROLLER,
    C973::CONTROLLER,
    C974::CONTROLLER,
    C975::CONTROLLER,
    C976::CONTROLLER,
    C977::CONTROLLER,
    C978::CONTROLLER,
    C979::CONTROLLER,
    C980::CONTROLLER,
    C981::CONTROLLER,
    C982::CONTROLLER,
    C983::CONTROLLER,
    C984::CONTROLLER,
    C985::CONTROLLER,
    C986::CONTROLLER,
    C987::CONTROLLER,
    C988::CONTROLLER,
    C989::CONTROLLER,
    C990::CONTROLLER,
    C991::CONTROLLER,
    C992::CONTROLLER,
    C993::CONTROLLER,
    C994::CONTROLLER,
    C995::CONTROLLER,
    C996::CONTROLLER,
    C997::CONTROLLER,
    C998::CONTROLLER,
    C999::CONTROLLER,
];

#[derive(Restful)]
#[restful(
    resource = "photos0",
    singular = "photos0",
    collection(get(search)),
    member(post(archive))
)]
struct C0;

#[derive(Restful)]
#[restful(resource = "photos1", singular = "photos1", parent = C0)]
struct C1;

#[derive(Restful)]
#[restful(resource = "photos2", singular = "photos2", prefix = "/api/v1")]
struct C2;

#[derive(Restful)]
#[restful(
    resource = "photos3",
    singular = "photos3",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C3;

#[derive(Restful)]
#[restful(resource = "orders4", singular = "orders4", parent = C2, only(index, show))]
struct C4;

#[derive(Restful)]
#[restful(
    resource = "orders5",
    singular = "orders5",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C5;

#[derive(Restful)]
#[restful(
    resource = "orders6",
    singular = "orders6",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C6;

#[derive(Restful)]
#[restful(resource = "orders7", singular = "orders7", parent = C2)]
struct C7;

#[derive(Restful)]
#[restful(resource = "customers8", singular = "customers8")]
struct C8;

#[derive(Restful)]
#[restful(resource = "customers9", singular = "customers9", parent = C1, only(index, show))]
struct C9;

#[derive(Restful)]
#[restful(resource = "customers10", singular = "customers10", parent = C0)]
struct C10;

#[derive(Restful)]
#[restful(
    resource = "customers11",
    singular = "customers11",
    prefix = "/api/v2/shop"
)]
struct C11;

#[derive(Restful)]
#[restful(
    resource = "book_reviews12",
    singular = "book_reviews12",
    collection(get(search)),
    member(post(archive))
)]
struct C12;

#[derive(Restful)]
#[restful(resource = "book_reviews13", singular = "book_reviews13", parent = C0, singleton, member(post(verify)))]
struct C13;

#[derive(Restful)]
#[restful(
    resource = "book_reviews14",
    singular = "book_reviews14",
    prefix = "/api/v1",
    only(index, show)
)]
struct C14;

#[derive(Restful)]
#[restful(
    resource = "book_reviews15",
    singular = "book_reviews15",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C15;

#[derive(Restful)]
#[restful(resource = "invoices16", singular = "invoices16", parent = C8)]
struct C16;

#[derive(Restful)]
#[restful(resource = "invoices17", singular = "invoices17", prefix = "/admin")]
struct C17;

#[derive(Restful)]
#[restful(
    resource = "invoices18",
    singular = "invoices18",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C18;

#[derive(Restful)]
#[restful(resource = "invoices19", singular = "invoices19", parent = C10, only(index, show))]
struct C19;

#[derive(Restful)]
#[restful(resource = "line_items20", singular = "line_items20")]
struct C20;

#[derive(Restful)]
#[restful(
    resource = "line_items21",
    singular = "line_items21",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C21;

#[derive(Restful)]
#[restful(resource = "line_items22", singular = "line_items22", parent = C18)]
struct C22;

#[derive(Restful)]
#[restful(
    resource = "line_items23",
    singular = "line_items23",
    prefix = "/api/v2/shop"
)]
struct C23;

#[derive(Restful)]
#[restful(resource = "users24", singular = "users24", only(index, show))]
struct C24;

#[derive(Restful)]
#[restful(resource = "users25", singular = "users25", parent = C14)]
struct C25;

#[derive(Restful)]
#[restful(resource = "users26", singular = "users26", prefix = "/api/v1")]
struct C26;

#[derive(Restful)]
#[restful(
    resource = "users27",
    singular = "users27",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C27;

#[derive(Restful)]
#[restful(resource = "tags28", singular = "tags28", parent = C8)]
struct C28;

#[derive(Restful)]
#[restful(resource = "tags29", singular = "tags29", parent = C10, only(index, show))]
struct C29;

#[derive(Restful)]
#[restful(
    resource = "tags30",
    singular = "tags30",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C30;

#[derive(Restful)]
#[restful(resource = "tags31", singular = "tags31", parent = C24)]
struct C31;

#[derive(Restful)]
#[restful(resource = "photos32", singular = "photos32")]
struct C32;

#[derive(Restful)]
#[restful(
    resource = "photos33",
    singular = "photos33",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C33;

#[derive(Restful)]
#[restful(resource = "photos34", singular = "photos34", parent = C18, only(index, show))]
struct C34;

#[derive(Restful)]
#[restful(resource = "photos35", singular = "photos35", prefix = "/api/v2/shop")]
struct C35;

#[derive(Restful)]
#[restful(
    resource = "orders36",
    singular = "orders36",
    collection(get(search)),
    member(post(archive))
)]
struct C36;

#[derive(Restful)]
#[restful(resource = "orders37", singular = "orders37", parent = C14, singleton, member(post(verify)))]
struct C37;

#[derive(Restful)]
#[restful(resource = "orders38", singular = "orders38", prefix = "/api/v1")]
struct C38;

#[derive(Restful)]
#[restful(resource = "orders39", singular = "orders39", parent = C10, only(index, show))]
struct C39;

#[derive(Restful)]
#[restful(resource = "customers40", singular = "customers40", parent = C30)]
struct C40;

#[derive(Restful)]
#[restful(resource = "customers41", singular = "customers41", prefix = "/admin")]
struct C41;

#[derive(Restful)]
#[restful(
    resource = "customers42",
    singular = "customers42",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C42;

#[derive(Restful)]
#[restful(resource = "customers43", singular = "customers43", parent = C24)]
struct C43;

#[derive(Restful)]
#[restful(
    resource = "book_reviews44",
    singular = "book_reviews44",
    only(index, show)
)]
struct C44;

#[derive(Restful)]
#[restful(
    resource = "book_reviews45",
    singular = "book_reviews45",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C45;

#[derive(Restful)]
#[restful(resource = "book_reviews46", singular = "book_reviews46", parent = C41)]
struct C46;

#[derive(Restful)]
#[restful(
    resource = "book_reviews47",
    singular = "book_reviews47",
    prefix = "/api/v2/shop"
)]
struct C47;

#[derive(Restful)]
#[restful(
    resource = "invoices48",
    singular = "invoices48",
    collection(get(search)),
    member(post(archive))
)]
struct C48;

#[derive(Restful)]
#[restful(resource = "invoices49", singular = "invoices49", parent = C22, only(index, show))]
struct C49;

#[derive(Restful)]
#[restful(resource = "invoices50", singular = "invoices50", prefix = "/api/v1")]
struct C50;

#[derive(Restful)]
#[restful(
    resource = "invoices51",
    singular = "invoices51",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C51;

#[derive(Restful)]
#[restful(resource = "line_items52", singular = "line_items52", parent = C30)]
struct C52;

#[derive(Restful)]
#[restful(
    resource = "line_items53",
    singular = "line_items53",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C53;

#[derive(Restful)]
#[restful(
    resource = "line_items54",
    singular = "line_items54",
    prefix = "/api/v1",
    only(index, show)
)]
struct C54;

#[derive(Restful)]
#[restful(resource = "line_items55", singular = "line_items55", parent = C47)]
struct C55;

#[derive(Restful)]
#[restful(resource = "users56", singular = "users56")]
struct C56;

#[derive(Restful)]
#[restful(
    resource = "users57",
    singular = "users57",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C57;

#[derive(Restful)]
#[restful(resource = "users58", singular = "users58", parent = C41)]
struct C58;

#[derive(Restful)]
#[restful(resource = "users59", singular = "users59", parent = C52, only(index, show))]
struct C59;

#[derive(Restful)]
#[restful(
    resource = "tags60",
    singular = "tags60",
    collection(get(search)),
    member(post(archive))
)]
struct C60;

#[derive(Restful)]
#[restful(resource = "tags61", singular = "tags61", parent = C57, singleton, member(post(verify)))]
struct C61;

#[derive(Restful)]
#[restful(resource = "tags62", singular = "tags62", prefix = "/api/v1")]
struct C62;

#[derive(Restful)]
#[restful(
    resource = "tags63",
    singular = "tags63",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C63;

#[derive(Restful)]
#[restful(resource = "photos64", singular = "photos64", parent = C51, only(index, show))]
struct C64;

#[derive(Restful)]
#[restful(resource = "photos65", singular = "photos65", prefix = "/admin")]
struct C65;

#[derive(Restful)]
#[restful(
    resource = "photos66",
    singular = "photos66",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C66;

#[derive(Restful)]
#[restful(resource = "photos67", singular = "photos67", parent = C47)]
struct C67;

#[derive(Restful)]
#[restful(resource = "orders68", singular = "orders68")]
struct C68;

#[derive(Restful)]
#[restful(resource = "orders69", singular = "orders69", parent = C58, only(index, show))]
struct C69;

#[derive(Restful)]
#[restful(resource = "orders70", singular = "orders70", parent = C63)]
struct C70;

#[derive(Restful)]
#[restful(resource = "orders71", singular = "orders71", prefix = "/api/v2/shop")]
struct C71;

#[derive(Restful)]
#[restful(
    resource = "customers72",
    singular = "customers72",
    collection(get(search)),
    member(post(archive))
)]
struct C72;

#[derive(Restful)]
#[restful(resource = "customers73", singular = "customers73", parent = C57)]
struct C73;

#[derive(Restful)]
#[restful(
    resource = "customers74",
    singular = "customers74",
    prefix = "/api/v1",
    only(index, show)
)]
struct C74;

#[derive(Restful)]
#[restful(
    resource = "customers75",
    singular = "customers75",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C75;

#[derive(Restful)]
#[restful(resource = "book_reviews76", singular = "book_reviews76", parent = C51)]
struct C76;

#[derive(Restful)]
#[restful(
    resource = "book_reviews77",
    singular = "book_reviews77",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C77;

#[derive(Restful)]
#[restful(
    resource = "book_reviews78",
    singular = "book_reviews78",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C78;

#[derive(Restful)]
#[restful(resource = "book_reviews79", singular = "book_reviews79", parent = C28, only(index, show))]
struct C79;

#[derive(Restful)]
#[restful(resource = "invoices80", singular = "invoices80")]
struct C80;

#[derive(Restful)]
#[restful(
    resource = "invoices81",
    singular = "invoices81",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C81;

#[derive(Restful)]
#[restful(resource = "invoices82", singular = "invoices82", parent = C63)]
struct C82;

#[derive(Restful)]
#[restful(
    resource = "invoices83",
    singular = "invoices83",
    prefix = "/api/v2/shop"
)]
struct C83;

#[derive(Restful)]
#[restful(
    resource = "line_items84",
    singular = "line_items84",
    only(index, show)
)]
struct C84;

#[derive(Restful)]
#[restful(resource = "line_items85", singular = "line_items85", parent = C57, singleton, member(post(verify)))]
struct C85;

#[derive(Restful)]
#[restful(
    resource = "line_items86",
    singular = "line_items86",
    prefix = "/api/v1"
)]
struct C86;

#[derive(Restful)]
#[restful(
    resource = "line_items87",
    singular = "line_items87",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C87;

#[derive(Restful)]
#[restful(resource = "users88", singular = "users88", parent = C51)]
struct C88;

#[derive(Restful)]
#[restful(resource = "users89", singular = "users89", parent = C7, only(index, show))]
struct C89;

#[derive(Restful)]
#[restful(
    resource = "users90",
    singular = "users90",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C90;

#[derive(Restful)]
#[restful(resource = "users91", singular = "users91", parent = C68)]
struct C91;

#[derive(Restful)]
#[restful(resource = "tags92", singular = "tags92")]
struct C92;

#[derive(Restful)]
#[restful(
    resource = "tags93",
    singular = "tags93",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C93;

#[derive(Restful)]
#[restful(resource = "tags94", singular = "tags94", parent = C84, only(index, show))]
struct C94;

#[derive(Restful)]
#[restful(resource = "tags95", singular = "tags95", prefix = "/api/v2/shop")]
struct C95;

#[derive(Restful)]
#[restful(
    resource = "photos96",
    singular = "photos96",
    collection(get(search)),
    member(post(archive))
)]
struct C96;

#[derive(Restful)]
#[restful(resource = "photos97", singular = "photos97", parent = C80)]
struct C97;

#[derive(Restful)]
#[restful(resource = "photos98", singular = "photos98", prefix = "/api/v1")]
struct C98;

#[derive(Restful)]
#[restful(resource = "photos99", singular = "photos99", parent = C67, only(index, show))]
struct C99;

#[derive(Restful)]
#[restful(resource = "orders100", singular = "orders100", parent = C96)]
struct C100;

#[derive(Restful)]
#[restful(
    resource = "orders101",
    singular = "orders101",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C101;

#[derive(Restful)]
#[restful(
    resource = "orders102",
    singular = "orders102",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C102;

#[derive(Restful)]
#[restful(resource = "orders103", singular = "orders103", parent = C12)]
struct C103;

#[derive(Restful)]
#[restful(
    resource = "customers104",
    singular = "customers104",
    only(index, show)
)]
struct C104;

#[derive(Restful)]
#[restful(
    resource = "customers105",
    singular = "customers105",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C105;

#[derive(Restful)]
#[restful(resource = "customers106", singular = "customers106", parent = C2)]
struct C106;

#[derive(Restful)]
#[restful(
    resource = "customers107",
    singular = "customers107",
    prefix = "/api/v2/shop"
)]
struct C107;

#[derive(Restful)]
#[restful(
    resource = "book_reviews108",
    singular = "book_reviews108",
    collection(get(search)),
    member(post(archive))
)]
struct C108;

#[derive(Restful)]
#[restful(resource = "book_reviews109", singular = "book_reviews109", parent = C34, only(index, show))]
struct C109;

#[derive(Restful)]
#[restful(
    resource = "book_reviews110",
    singular = "book_reviews110",
    prefix = "/api/v1"
)]
struct C110;

#[derive(Restful)]
#[restful(
    resource = "book_reviews111",
    singular = "book_reviews111",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C111;

#[derive(Restful)]
#[restful(resource = "invoices112", singular = "invoices112", parent = C96)]
struct C112;

#[derive(Restful)]
#[restful(resource = "invoices113", singular = "invoices113", prefix = "/admin")]
struct C113;

#[derive(Restful)]
#[restful(
    resource = "invoices114",
    singular = "invoices114",
    prefix = "/api/v1",
    only(index, show)
)]
struct C114;

#[derive(Restful)]
#[restful(resource = "invoices115", singular = "invoices115", parent = C90)]
struct C115;

#[derive(Restful)]
#[restful(resource = "line_items116", singular = "line_items116")]
struct C116;

#[derive(Restful)]
#[restful(
    resource = "line_items117",
    singular = "line_items117",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C117;

#[derive(Restful)]
#[restful(resource = "line_items118", singular = "line_items118", parent = C108)]
struct C118;

#[derive(Restful)]
#[restful(resource = "line_items119", singular = "line_items119", parent = C4, only(index, show))]
struct C119;

#[derive(Restful)]
#[restful(
    resource = "users120",
    singular = "users120",
    collection(get(search)),
    member(post(archive))
)]
struct C120;

#[derive(Restful)]
#[restful(resource = "users121", singular = "users121", parent = C3)]
struct C121;

#[derive(Restful)]
#[restful(resource = "users122", singular = "users122", prefix = "/api/v1")]
struct C122;

#[derive(Restful)]
#[restful(
    resource = "users123",
    singular = "users123",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C123;

#[derive(Restful)]
#[restful(resource = "tags124", singular = "tags124", parent = C120, only(index, show))]
struct C124;

#[derive(Restful)]
#[restful(
    resource = "tags125",
    singular = "tags125",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C125;

#[derive(Restful)]
#[restful(
    resource = "tags126",
    singular = "tags126",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C126;

#[derive(Restful)]
#[restful(resource = "tags127", singular = "tags127", parent = C11)]
struct C127;

#[derive(Restful)]
#[restful(resource = "photos128", singular = "photos128")]
struct C128;

#[derive(Restful)]
#[restful(resource = "photos129", singular = "photos129", parent = C106, only(index, show))]
struct C129;

#[derive(Restful)]
#[restful(resource = "photos130", singular = "photos130", parent = C24)]
struct C130;

#[derive(Restful)]
#[restful(
    resource = "photos131",
    singular = "photos131",
    prefix = "/api/v2/shop"
)]
struct C131;

#[derive(Restful)]
#[restful(
    resource = "orders132",
    singular = "orders132",
    collection(get(search)),
    member(post(archive))
)]
struct C132;

#[derive(Restful)]
#[restful(resource = "orders133", singular = "orders133", parent = C15, singleton, member(post(verify)))]
struct C133;

#[derive(Restful)]
#[restful(
    resource = "orders134",
    singular = "orders134",
    prefix = "/api/v1",
    only(index, show)
)]
struct C134;

#[derive(Restful)]
#[restful(
    resource = "orders135",
    singular = "orders135",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C135;

#[derive(Restful)]
#[restful(resource = "customers136", singular = "customers136", parent = C6)]
struct C136;

#[derive(Restful)]
#[restful(
    resource = "customers137",
    singular = "customers137",
    prefix = "/admin"
)]
struct C137;

#[derive(Restful)]
#[restful(
    resource = "customers138",
    singular = "customers138",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C138;

#[derive(Restful)]
#[restful(resource = "customers139", singular = "customers139", parent = C43, only(index, show))]
struct C139;

#[derive(Restful)]
#[restful(resource = "book_reviews140", singular = "book_reviews140")]
struct C140;

#[derive(Restful)]
#[restful(
    resource = "book_reviews141",
    singular = "book_reviews141",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C141;

#[derive(Restful)]
#[restful(resource = "book_reviews142", singular = "book_reviews142", parent = C12)]
struct C142;

#[derive(Restful)]
#[restful(
    resource = "book_reviews143",
    singular = "book_reviews143",
    prefix = "/api/v2/shop"
)]
struct C143;

#[derive(Restful)]
#[restful(resource = "invoices144", singular = "invoices144", only(index, show))]
struct C144;

#[derive(Restful)]
#[restful(resource = "invoices145", singular = "invoices145", parent = C2)]
struct C145;

#[derive(Restful)]
#[restful(resource = "invoices146", singular = "invoices146", prefix = "/api/v1")]
struct C146;

#[derive(Restful)]
#[restful(
    resource = "invoices147",
    singular = "invoices147",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C147;

#[derive(Restful)]
#[restful(resource = "line_items148", singular = "line_items148", parent = C143)]
struct C148;

#[derive(Restful)]
#[restful(resource = "line_items149", singular = "line_items149", parent = C10, only(index, show))]
struct C149;

#[derive(Restful)]
#[restful(
    resource = "line_items150",
    singular = "line_items150",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C150;

#[derive(Restful)]
#[restful(resource = "line_items151", singular = "line_items151", parent = C8)]
struct C151;

#[derive(Restful)]
#[restful(resource = "users152", singular = "users152")]
struct C152;

#[derive(Restful)]
#[restful(
    resource = "users153",
    singular = "users153",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C153;

#[derive(Restful)]
#[restful(resource = "users154", singular = "users154", parent = C153, only(index, show))]
struct C154;

#[derive(Restful)]
#[restful(resource = "users155", singular = "users155", prefix = "/api/v2/shop")]
struct C155;

#[derive(Restful)]
#[restful(
    resource = "tags156",
    singular = "tags156",
    collection(get(search)),
    member(post(archive))
)]
struct C156;

#[derive(Restful)]
#[restful(resource = "tags157", singular = "tags157", parent = C147, singleton, member(post(verify)))]
struct C157;

#[derive(Restful)]
#[restful(resource = "tags158", singular = "tags158", prefix = "/api/v1")]
struct C158;

#[derive(Restful)]
#[restful(resource = "tags159", singular = "tags159", parent = C82, only(index, show))]
struct C159;

#[derive(Restful)]
#[restful(resource = "photos160", singular = "photos160", parent = C3)]
struct C160;

#[derive(Restful)]
#[restful(resource = "photos161", singular = "photos161", prefix = "/admin")]
struct C161;

#[derive(Restful)]
#[restful(
    resource = "photos162",
    singular = "photos162",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C162;

#[derive(Restful)]
#[restful(resource = "photos163", singular = "photos163", parent = C158)]
struct C163;

#[derive(Restful)]
#[restful(resource = "orders164", singular = "orders164", only(index, show))]
struct C164;

#[derive(Restful)]
#[restful(
    resource = "orders165",
    singular = "orders165",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C165;

#[derive(Restful)]
#[restful(resource = "orders166", singular = "orders166", parent = C11)]
struct C166;

#[derive(Restful)]
#[restful(
    resource = "orders167",
    singular = "orders167",
    prefix = "/api/v2/shop"
)]
struct C167;

#[derive(Restful)]
#[restful(
    resource = "customers168",
    singular = "customers168",
    collection(get(search)),
    member(post(archive))
)]
struct C168;

#[derive(Restful)]
#[restful(resource = "customers169", singular = "customers169", parent = C52, only(index, show))]
struct C169;

#[derive(Restful)]
#[restful(
    resource = "customers170",
    singular = "customers170",
    prefix = "/api/v1"
)]
struct C170;

#[derive(Restful)]
#[restful(
    resource = "customers171",
    singular = "customers171",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C171;

#[derive(Restful)]
#[restful(resource = "book_reviews172", singular = "book_reviews172", parent = C164)]
struct C172;

#[derive(Restful)]
#[restful(
    resource = "book_reviews173",
    singular = "book_reviews173",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C173;

#[derive(Restful)]
#[restful(
    resource = "book_reviews174",
    singular = "book_reviews174",
    prefix = "/api/v1",
    only(index, show)
)]
struct C174;

#[derive(Restful)]
#[restful(resource = "book_reviews175", singular = "book_reviews175", parent = C6)]
struct C175;

#[derive(Restful)]
#[restful(resource = "invoices176", singular = "invoices176")]
struct C176;

#[derive(Restful)]
#[restful(
    resource = "invoices177",
    singular = "invoices177",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C177;

#[derive(Restful)]
#[restful(resource = "invoices178", singular = "invoices178", parent = C176)]
struct C178;

#[derive(Restful)]
#[restful(resource = "invoices179", singular = "invoices179", parent = C22, only(index, show))]
struct C179;

#[derive(Restful)]
#[restful(
    resource = "line_items180",
    singular = "line_items180",
    collection(get(search)),
    member(post(archive))
)]
struct C180;

#[derive(Restful)]
#[restful(resource = "line_items181", singular = "line_items181", parent = C12, singleton, member(post(verify)))]
struct C181;

#[derive(Restful)]
#[restful(
    resource = "line_items182",
    singular = "line_items182",
    prefix = "/api/v1"
)]
struct C182;

#[derive(Restful)]
#[restful(
    resource = "line_items183",
    singular = "line_items183",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C183;

#[derive(Restful)]
#[restful(resource = "users184", singular = "users184", parent = C2, only(index, show))]
struct C184;

#[derive(Restful)]
#[restful(resource = "users185", singular = "users185", prefix = "/admin")]
struct C185;

#[derive(Restful)]
#[restful(
    resource = "users186",
    singular = "users186",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C186;

#[derive(Restful)]
#[restful(resource = "users187", singular = "users187", parent = C182)]
struct C187;

#[derive(Restful)]
#[restful(resource = "tags188", singular = "tags188")]
struct C188;

#[derive(Restful)]
#[restful(resource = "tags189", singular = "tags189", parent = C91, only(index, show))]
struct C189;

#[derive(Restful)]
#[restful(resource = "tags190", singular = "tags190", parent = C8)]
struct C190;

#[derive(Restful)]
#[restful(resource = "tags191", singular = "tags191", prefix = "/api/v2/shop")]
struct C191;

#[derive(Restful)]
#[restful(
    resource = "photos192",
    singular = "photos192",
    collection(get(search)),
    member(post(archive))
)]
struct C192;

#[derive(Restful)]
#[restful(resource = "photos193", singular = "photos193", parent = C192)]
struct C193;

#[derive(Restful)]
#[restful(
    resource = "photos194",
    singular = "photos194",
    prefix = "/api/v1",
    only(index, show)
)]
struct C194;

#[derive(Restful)]
#[restful(
    resource = "photos195",
    singular = "photos195",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C195;

#[derive(Restful)]
#[restful(resource = "orders196", singular = "orders196", parent = C186)]
struct C196;

#[derive(Restful)]
#[restful(
    resource = "orders197",
    singular = "orders197",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C197;

#[derive(Restful)]
#[restful(
    resource = "orders198",
    singular = "orders198",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C198;

#[derive(Restful)]
#[restful(resource = "orders199", singular = "orders199", parent = C58, only(index, show))]
struct C199;

#[derive(Restful)]
#[restful(resource = "customers200", singular = "customers200")]
struct C200;

#[derive(Restful)]
#[restful(
    resource = "customers201",
    singular = "customers201",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C201;

#[derive(Restful)]
#[restful(resource = "customers202", singular = "customers202", parent = C198)]
struct C202;

#[derive(Restful)]
#[restful(
    resource = "customers203",
    singular = "customers203",
    prefix = "/api/v2/shop"
)]
struct C203;

#[derive(Restful)]
#[restful(
    resource = "book_reviews204",
    singular = "book_reviews204",
    only(index, show)
)]
struct C204;

#[derive(Restful)]
#[restful(resource = "book_reviews205", singular = "book_reviews205", parent = C192, singleton, member(post(verify)))]
struct C205;

#[derive(Restful)]
#[restful(
    resource = "book_reviews206",
    singular = "book_reviews206",
    prefix = "/api/v1"
)]
struct C206;

#[derive(Restful)]
#[restful(
    resource = "book_reviews207",
    singular = "book_reviews207",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C207;

#[derive(Restful)]
#[restful(resource = "invoices208", singular = "invoices208", parent = C186)]
struct C208;

#[derive(Restful)]
#[restful(resource = "invoices209", singular = "invoices209", parent = C124, only(index, show))]
struct C209;

#[derive(Restful)]
#[restful(
    resource = "invoices210",
    singular = "invoices210",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C210;

#[derive(Restful)]
#[restful(resource = "invoices211", singular = "invoices211", parent = C203)]
struct C211;

#[derive(Restful)]
#[restful(resource = "line_items212", singular = "line_items212")]
struct C212;

#[derive(Restful)]
#[restful(
    resource = "line_items213",
    singular = "line_items213",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C213;

#[derive(Restful)]
#[restful(resource = "line_items214", singular = "line_items214", parent = C6, only(index, show))]
struct C214;

#[derive(Restful)]
#[restful(
    resource = "line_items215",
    singular = "line_items215",
    prefix = "/api/v2/shop"
)]
struct C215;

#[derive(Restful)]
#[restful(
    resource = "users216",
    singular = "users216",
    collection(get(search)),
    member(post(archive))
)]
struct C216;

#[derive(Restful)]
#[restful(resource = "users217", singular = "users217", parent = C215)]
struct C217;

#[derive(Restful)]
#[restful(resource = "users218", singular = "users218", prefix = "/api/v1")]
struct C218;

#[derive(Restful)]
#[restful(resource = "users219", singular = "users219", parent = C97, only(index, show))]
struct C219;

#[derive(Restful)]
#[restful(resource = "tags220", singular = "tags220", parent = C12)]
struct C220;

#[derive(Restful)]
#[restful(
    resource = "tags221",
    singular = "tags221",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C221;

#[derive(Restful)]
#[restful(
    resource = "tags222",
    singular = "tags222",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C222;

#[derive(Restful)]
#[restful(resource = "tags223", singular = "tags223", parent = C26)]
struct C223;

#[derive(Restful)]
#[restful(resource = "photos224", singular = "photos224", only(index, show))]
struct C224;

#[derive(Restful)]
#[restful(
    resource = "photos225",
    singular = "photos225",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C225;

#[derive(Restful)]
#[restful(resource = "photos226", singular = "photos226", parent = C17)]
struct C226;

#[derive(Restful)]
#[restful(
    resource = "photos227",
    singular = "photos227",
    prefix = "/api/v2/shop"
)]
struct C227;

#[derive(Restful)]
#[restful(
    resource = "orders228",
    singular = "orders228",
    collection(get(search)),
    member(post(archive))
)]
struct C228;

#[derive(Restful)]
#[restful(resource = "orders229", singular = "orders229", parent = C67, only(index, show))]
struct C229;

#[derive(Restful)]
#[restful(resource = "orders230", singular = "orders230", prefix = "/api/v1")]
struct C230;

#[derive(Restful)]
#[restful(
    resource = "orders231",
    singular = "orders231",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C231;

#[derive(Restful)]
#[restful(resource = "customers232", singular = "customers232", parent = C231)]
struct C232;

#[derive(Restful)]
#[restful(
    resource = "customers233",
    singular = "customers233",
    prefix = "/admin"
)]
struct C233;

#[derive(Restful)]
#[restful(
    resource = "customers234",
    singular = "customers234",
    prefix = "/api/v1",
    only(index, show)
)]
struct C234;

#[derive(Restful)]
#[restful(resource = "customers235", singular = "customers235", parent = C227)]
struct C235;

#[derive(Restful)]
#[restful(resource = "book_reviews236", singular = "book_reviews236")]
struct C236;

#[derive(Restful)]
#[restful(
    resource = "book_reviews237",
    singular = "book_reviews237",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C237;

#[derive(Restful)]
#[restful(resource = "book_reviews238", singular = "book_reviews238", parent = C3)]
struct C238;

#[derive(Restful)]
#[restful(resource = "book_reviews239", singular = "book_reviews239", parent = C34, only(index, show))]
struct C239;

#[derive(Restful)]
#[restful(
    resource = "invoices240",
    singular = "invoices240",
    collection(get(search)),
    member(post(archive))
)]
struct C240;

#[derive(Restful)]
#[restful(resource = "invoices241", singular = "invoices241", parent = C18)]
struct C241;

#[derive(Restful)]
#[restful(resource = "invoices242", singular = "invoices242", prefix = "/api/v1")]
struct C242;

#[derive(Restful)]
#[restful(
    resource = "invoices243",
    singular = "invoices243",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C243;

#[derive(Restful)]
#[restful(resource = "line_items244", singular = "line_items244", parent = C11, only(index, show))]
struct C244;

#[derive(Restful)]
#[restful(
    resource = "line_items245",
    singular = "line_items245",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C245;

#[derive(Restful)]
#[restful(
    resource = "line_items246",
    singular = "line_items246",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C246;

#[derive(Restful)]
#[restful(resource = "line_items247", singular = "line_items247", parent = C24)]
struct C247;

#[derive(Restful)]
#[restful(resource = "users248", singular = "users248")]
struct C248;

#[derive(Restful)]
#[restful(resource = "users249", singular = "users249", parent = C4, only(index, show))]
struct C249;

#[derive(Restful)]
#[restful(resource = "users250", singular = "users250", parent = C38)]
struct C250;

#[derive(Restful)]
#[restful(resource = "users251", singular = "users251", prefix = "/api/v2/shop")]
struct C251;

#[derive(Restful)]
#[restful(
    resource = "tags252",
    singular = "tags252",
    collection(get(search)),
    member(post(archive))
)]
struct C252;

#[derive(Restful)]
#[restful(resource = "tags253", singular = "tags253", parent = C30, singleton, member(post(verify)))]
struct C253;

#[derive(Restful)]
#[restful(
    resource = "tags254",
    singular = "tags254",
    prefix = "/api/v1",
    only(index, show)
)]
struct C254;

#[derive(Restful)]
#[restful(
    resource = "tags255",
    singular = "tags255",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C255;

#[derive(Restful)]
#[restful(resource = "photos256", singular = "photos256", parent = C20)]
struct C256;

#[derive(Restful)]
#[restful(resource = "photos257", singular = "photos257", prefix = "/admin")]
struct C257;

#[derive(Restful)]
#[restful(
    resource = "photos258",
    singular = "photos258",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C258;

#[derive(Restful)]
#[restful(resource = "photos259", singular = "photos259", parent = C73, only(index, show))]
struct C259;

#[derive(Restful)]
#[restful(resource = "orders260", singular = "orders260")]
struct C260;

#[derive(Restful)]
#[restful(
    resource = "orders261",
    singular = "orders261",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C261;

#[derive(Restful)]
#[restful(resource = "orders262", singular = "orders262", parent = C26)]
struct C262;

#[derive(Restful)]
#[restful(
    resource = "orders263",
    singular = "orders263",
    prefix = "/api/v2/shop"
)]
struct C263;

#[derive(Restful)]
#[restful(
    resource = "customers264",
    singular = "customers264",
    only(index, show)
)]
struct C264;

#[derive(Restful)]
#[restful(resource = "customers265", singular = "customers265", parent = C17)]
struct C265;

#[derive(Restful)]
#[restful(
    resource = "customers266",
    singular = "customers266",
    prefix = "/api/v1"
)]
struct C266;

#[derive(Restful)]
#[restful(
    resource = "customers267",
    singular = "customers267",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C267;

#[derive(Restful)]
#[restful(resource = "book_reviews268", singular = "book_reviews268", parent = C8)]
struct C268;

#[derive(Restful)]
#[restful(resource = "book_reviews269", singular = "book_reviews269", parent = C43, only(index, show))]
struct C269;

#[derive(Restful)]
#[restful(
    resource = "book_reviews270",
    singular = "book_reviews270",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C270;

#[derive(Restful)]
#[restful(resource = "book_reviews271", singular = "book_reviews271", parent = C23)]
struct C271;

#[derive(Restful)]
#[restful(resource = "invoices272", singular = "invoices272")]
struct C272;

#[derive(Restful)]
#[restful(
    resource = "invoices273",
    singular = "invoices273",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C273;

#[derive(Restful)]
#[restful(resource = "invoices274", singular = "invoices274", parent = C14, only(index, show))]
struct C274;

#[derive(Restful)]
#[restful(
    resource = "invoices275",
    singular = "invoices275",
    prefix = "/api/v2/shop"
)]
struct C275;

#[derive(Restful)]
#[restful(
    resource = "line_items276",
    singular = "line_items276",
    collection(get(search)),
    member(post(archive))
)]
struct C276;

#[derive(Restful)]
#[restful(resource = "line_items277", singular = "line_items277", parent = C3, singleton, member(post(verify)))]
struct C277;

#[derive(Restful)]
#[restful(
    resource = "line_items278",
    singular = "line_items278",
    prefix = "/api/v1"
)]
struct C278;

#[derive(Restful)]
#[restful(resource = "line_items279", singular = "line_items279", parent = C112, only(index, show))]
struct C279;

#[derive(Restful)]
#[restful(resource = "users280", singular = "users280", parent = C18)]
struct C280;

#[derive(Restful)]
#[restful(resource = "users281", singular = "users281", prefix = "/admin")]
struct C281;

#[derive(Restful)]
#[restful(
    resource = "users282",
    singular = "users282",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C282;

#[derive(Restful)]
#[restful(resource = "users283", singular = "users283", parent = C11)]
struct C283;

#[derive(Restful)]
#[restful(resource = "tags284", singular = "tags284", only(index, show))]
struct C284;

#[derive(Restful)]
#[restful(
    resource = "tags285",
    singular = "tags285",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C285;

#[derive(Restful)]
#[restful(resource = "tags286", singular = "tags286", parent = C24)]
struct C286;

#[derive(Restful)]
#[restful(resource = "tags287", singular = "tags287", prefix = "/api/v2/shop")]
struct C287;

#[derive(Restful)]
#[restful(
    resource = "photos288",
    singular = "photos288",
    collection(get(search)),
    member(post(archive))
)]
struct C288;

#[derive(Restful)]
#[restful(resource = "photos289", singular = "photos289", parent = C82, only(index, show))]
struct C289;

#[derive(Restful)]
#[restful(resource = "photos290", singular = "photos290", prefix = "/api/v1")]
struct C290;

#[derive(Restful)]
#[restful(
    resource = "photos291",
    singular = "photos291",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C291;

#[derive(Restful)]
#[restful(resource = "orders292", singular = "orders292", parent = C6)]
struct C292;

#[derive(Restful)]
#[restful(
    resource = "orders293",
    singular = "orders293",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C293;

#[derive(Restful)]
#[restful(
    resource = "orders294",
    singular = "orders294",
    prefix = "/api/v1",
    only(index, show)
)]
struct C294;

#[derive(Restful)]
#[restful(resource = "orders295", singular = "orders295", parent = C20)]
struct C295;

#[derive(Restful)]
#[restful(resource = "customers296", singular = "customers296")]
struct C296;

#[derive(Restful)]
#[restful(
    resource = "customers297",
    singular = "customers297",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C297;

#[derive(Restful)]
#[restful(resource = "customers298", singular = "customers298", parent = C12)]
struct C298;

#[derive(Restful)]
#[restful(resource = "customers299", singular = "customers299", parent = C52, only(index, show))]
struct C299;

#[derive(Restful)]
#[restful(
    resource = "book_reviews300",
    singular = "book_reviews300",
    collection(get(search)),
    member(post(archive))
)]
struct C300;

#[derive(Restful)]
#[restful(resource = "book_reviews301", singular = "book_reviews301", parent = C26, singleton, member(post(verify)))]
struct C301;

#[derive(Restful)]
#[restful(
    resource = "book_reviews302",
    singular = "book_reviews302",
    prefix = "/api/v1"
)]
struct C302;

#[derive(Restful)]
#[restful(
    resource = "book_reviews303",
    singular = "book_reviews303",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C303;

#[derive(Restful)]
#[restful(resource = "invoices304", singular = "invoices304", parent = C17, only(index, show))]
struct C304;

#[derive(Restful)]
#[restful(resource = "invoices305", singular = "invoices305", prefix = "/admin")]
struct C305;

#[derive(Restful)]
#[restful(
    resource = "invoices306",
    singular = "invoices306",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C306;

#[derive(Restful)]
#[restful(resource = "invoices307", singular = "invoices307", parent = C8)]
struct C307;

#[derive(Restful)]
#[restful(resource = "line_items308", singular = "line_items308")]
struct C308;

#[derive(Restful)]
#[restful(resource = "line_items309", singular = "line_items309", parent = C118, only(index, show))]
struct C309;

#[derive(Restful)]
#[restful(resource = "line_items310", singular = "line_items310", parent = C23)]
struct C310;

#[derive(Restful)]
#[restful(
    resource = "line_items311",
    singular = "line_items311",
    prefix = "/api/v2/shop"
)]
struct C311;

#[derive(Restful)]
#[restful(
    resource = "users312",
    singular = "users312",
    collection(get(search)),
    member(post(archive))
)]
struct C312;

#[derive(Restful)]
#[restful(resource = "users313", singular = "users313", parent = C14)]
struct C313;

#[derive(Restful)]
#[restful(
    resource = "users314",
    singular = "users314",
    prefix = "/api/v1",
    only(index, show)
)]
struct C314;

#[derive(Restful)]
#[restful(
    resource = "users315",
    singular = "users315",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C315;

#[derive(Restful)]
#[restful(resource = "tags316", singular = "tags316", parent = C3)]
struct C316;

#[derive(Restful)]
#[restful(
    resource = "tags317",
    singular = "tags317",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C317;

#[derive(Restful)]
#[restful(
    resource = "tags318",
    singular = "tags318",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C318;

#[derive(Restful)]
#[restful(resource = "tags319", singular = "tags319", parent = C91, only(index, show))]
struct C319;

#[derive(Restful)]
#[restful(resource = "photos320", singular = "photos320")]
struct C320;

#[derive(Restful)]
#[restful(
    resource = "photos321",
    singular = "photos321",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C321;

#[derive(Restful)]
#[restful(resource = "photos322", singular = "photos322", parent = C11)]
struct C322;

#[derive(Restful)]
#[restful(
    resource = "photos323",
    singular = "photos323",
    prefix = "/api/v2/shop"
)]
struct C323;

#[derive(Restful)]
#[restful(resource = "orders324", singular = "orders324", only(index, show))]
struct C324;

#[derive(Restful)]
#[restful(resource = "orders325", singular = "orders325", parent = C0, singleton, member(post(verify)))]
struct C325;

#[derive(Restful)]
#[restful(resource = "orders326", singular = "orders326", prefix = "/api/v1")]
struct C326;

#[derive(Restful)]
#[restful(
    resource = "orders327",
    singular = "orders327",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C327;

#[derive(Restful)]
#[restful(resource = "customers328", singular = "customers328", parent = C321)]
struct C328;

#[derive(Restful)]
#[restful(resource = "customers329", singular = "customers329", parent = C154, only(index, show))]
struct C329;

#[derive(Restful)]
#[restful(
    resource = "customers330",
    singular = "customers330",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C330;

#[derive(Restful)]
#[restful(resource = "customers331", singular = "customers331", parent = C6)]
struct C331;

#[derive(Restful)]
#[restful(resource = "book_reviews332", singular = "book_reviews332")]
struct C332;

#[derive(Restful)]
#[restful(
    resource = "book_reviews333",
    singular = "book_reviews333",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C333;

#[derive(Restful)]
#[restful(resource = "book_reviews334", singular = "book_reviews334", parent = C20, only(index, show))]
struct C334;

#[derive(Restful)]
#[restful(
    resource = "book_reviews335",
    singular = "book_reviews335",
    prefix = "/api/v2/shop"
)]
struct C335;

#[derive(Restful)]
#[restful(
    resource = "invoices336",
    singular = "invoices336",
    collection(get(search)),
    member(post(archive))
)]
struct C336;

#[derive(Restful)]
#[restful(resource = "invoices337", singular = "invoices337", parent = C12)]
struct C337;

#[derive(Restful)]
#[restful(resource = "invoices338", singular = "invoices338", prefix = "/api/v1")]
struct C338;

#[derive(Restful)]
#[restful(resource = "invoices339", singular = "invoices339", parent = C124, only(index, show))]
struct C339;

#[derive(Restful)]
#[restful(resource = "line_items340", singular = "line_items340", parent = C26)]
struct C340;

#[derive(Restful)]
#[restful(
    resource = "line_items341",
    singular = "line_items341",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C341;

#[derive(Restful)]
#[restful(
    resource = "line_items342",
    singular = "line_items342",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C342;

#[derive(Restful)]
#[restful(resource = "line_items343", singular = "line_items343", parent = C41)]
struct C343;

#[derive(Restful)]
#[restful(resource = "users344", singular = "users344", only(index, show))]
struct C344;

#[derive(Restful)]
#[restful(
    resource = "users345",
    singular = "users345",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C345;

#[derive(Restful)]
#[restful(resource = "users346", singular = "users346", parent = C32)]
struct C346;

#[derive(Restful)]
#[restful(resource = "users347", singular = "users347", prefix = "/api/v2/shop")]
struct C347;

#[derive(Restful)]
#[restful(
    resource = "tags348",
    singular = "tags348",
    collection(get(search)),
    member(post(archive))
)]
struct C348;

#[derive(Restful)]
#[restful(resource = "tags349", singular = "tags349", parent = C97, only(index, show))]
struct C349;

#[derive(Restful)]
#[restful(resource = "tags350", singular = "tags350", prefix = "/api/v1")]
struct C350;

#[derive(Restful)]
#[restful(
    resource = "tags351",
    singular = "tags351",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C351;

#[derive(Restful)]
#[restful(resource = "photos352", singular = "photos352", parent = C14)]
struct C352;

#[derive(Restful)]
#[restful(resource = "photos353", singular = "photos353", prefix = "/admin")]
struct C353;

#[derive(Restful)]
#[restful(
    resource = "photos354",
    singular = "photos354",
    prefix = "/api/v1",
    only(index, show)
)]
struct C354;

#[derive(Restful)]
#[restful(resource = "photos355", singular = "photos355", parent = C3)]
struct C355;

#[derive(Restful)]
#[restful(resource = "orders356", singular = "orders356")]
struct C356;

#[derive(Restful)]
#[restful(
    resource = "orders357",
    singular = "orders357",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C357;

#[derive(Restful)]
#[restful(resource = "orders358", singular = "orders358", parent = C18)]
struct C358;

#[derive(Restful)]
#[restful(resource = "orders359", singular = "orders359", parent = C67, only(index, show))]
struct C359;

#[derive(Restful)]
#[restful(
    resource = "customers360",
    singular = "customers360",
    collection(get(search)),
    member(post(archive))
)]
struct C360;

#[derive(Restful)]
#[restful(resource = "customers361", singular = "customers361", parent = C33)]
struct C361;

#[derive(Restful)]
#[restful(
    resource = "customers362",
    singular = "customers362",
    prefix = "/api/v1"
)]
struct C362;

#[derive(Restful)]
#[restful(
    resource = "customers363",
    singular = "customers363",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C363;

#[derive(Restful)]
#[restful(resource = "book_reviews364", singular = "book_reviews364", parent = C24, only(index, show))]
struct C364;

#[derive(Restful)]
#[restful(
    resource = "book_reviews365",
    singular = "book_reviews365",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C365;

#[derive(Restful)]
#[restful(
    resource = "book_reviews366",
    singular = "book_reviews366",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C366;

#[derive(Restful)]
#[restful(resource = "book_reviews367", singular = "book_reviews367", parent = C38)]
struct C367;

#[derive(Restful)]
#[restful(resource = "invoices368", singular = "invoices368")]
struct C368;

#[derive(Restful)]
#[restful(resource = "invoices369", singular = "invoices369", parent = C34, only(index, show))]
struct C369;

#[derive(Restful)]
#[restful(resource = "invoices370", singular = "invoices370", parent = C54)]
struct C370;

#[derive(Restful)]
#[restful(
    resource = "invoices371",
    singular = "invoices371",
    prefix = "/api/v2/shop"
)]
struct C371;

#[derive(Restful)]
#[restful(
    resource = "line_items372",
    singular = "line_items372",
    collection(get(search)),
    member(post(archive))
)]
struct C372;

#[derive(Restful)]
#[restful(resource = "line_items373", singular = "line_items373", parent = C44, singleton, member(post(verify)))]
struct C373;

#[derive(Restful)]
#[restful(
    resource = "line_items374",
    singular = "line_items374",
    prefix = "/api/v1",
    only(index, show)
)]
struct C374;

#[derive(Restful)]
#[restful(
    resource = "line_items375",
    singular = "line_items375",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C375;

#[derive(Restful)]
#[restful(resource = "users376", singular = "users376", parent = C35)]
struct C376;

#[derive(Restful)]
#[restful(resource = "users377", singular = "users377", prefix = "/admin")]
struct C377;

#[derive(Restful)]
#[restful(
    resource = "users378",
    singular = "users378",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C378;

#[derive(Restful)]
#[restful(resource = "users379", singular = "users379", parent = C103, only(index, show))]
struct C379;

#[derive(Restful)]
#[restful(resource = "tags380", singular = "tags380")]
struct C380;

#[derive(Restful)]
#[restful(
    resource = "tags381",
    singular = "tags381",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C381;

#[derive(Restful)]
#[restful(resource = "tags382", singular = "tags382", parent = C41)]
struct C382;

#[derive(Restful)]
#[restful(resource = "tags383", singular = "tags383", prefix = "/api/v2/shop")]
struct C383;

#[derive(Restful)]
#[restful(resource = "photos384", singular = "photos384", only(index, show))]
struct C384;

#[derive(Restful)]
#[restful(resource = "photos385", singular = "photos385", parent = C32)]
struct C385;

#[derive(Restful)]
#[restful(resource = "photos386", singular = "photos386", prefix = "/api/v1")]
struct C386;

#[derive(Restful)]
#[restful(
    resource = "photos387",
    singular = "photos387",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C387;

#[derive(Restful)]
#[restful(resource = "orders388", singular = "orders388", parent = C23)]
struct C388;

#[derive(Restful)]
#[restful(resource = "orders389", singular = "orders389", parent = C73, only(index, show))]
struct C389;

#[derive(Restful)]
#[restful(
    resource = "orders390",
    singular = "orders390",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C390;

#[derive(Restful)]
#[restful(resource = "orders391", singular = "orders391", parent = C36)]
struct C391;

#[derive(Restful)]
#[restful(resource = "customers392", singular = "customers392")]
struct C392;

#[derive(Restful)]
#[restful(
    resource = "customers393",
    singular = "customers393",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C393;

#[derive(Restful)]
#[restful(resource = "customers394", singular = "customers394", parent = C27, only(index, show))]
struct C394;

#[derive(Restful)]
#[restful(
    resource = "customers395",
    singular = "customers395",
    prefix = "/api/v2/shop"
)]
struct C395;

#[derive(Restful)]
#[restful(
    resource = "book_reviews396",
    singular = "book_reviews396",
    collection(get(search)),
    member(post(archive))
)]
struct C396;

#[derive(Restful)]
#[restful(resource = "book_reviews397", singular = "book_reviews397", parent = C18, singleton, member(post(verify)))]
struct C397;

#[derive(Restful)]
#[restful(
    resource = "book_reviews398",
    singular = "book_reviews398",
    prefix = "/api/v1"
)]
struct C398;

#[derive(Restful)]
#[restful(resource = "book_reviews399", singular = "book_reviews399", parent = C142, only(index, show))]
struct C399;

#[derive(Restful)]
#[restful(resource = "invoices400", singular = "invoices400", parent = C33)]
struct C400;

#[derive(Restful)]
#[restful(resource = "invoices401", singular = "invoices401", prefix = "/admin")]
struct C401;

#[derive(Restful)]
#[restful(
    resource = "invoices402",
    singular = "invoices402",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C402;

#[derive(Restful)]
#[restful(resource = "invoices403", singular = "invoices403", parent = C24)]
struct C403;

#[derive(Restful)]
#[restful(
    resource = "line_items404",
    singular = "line_items404",
    only(index, show)
)]
struct C404;

#[derive(Restful)]
#[restful(
    resource = "line_items405",
    singular = "line_items405",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C405;

#[derive(Restful)]
#[restful(resource = "line_items406", singular = "line_items406", parent = C38)]
struct C406;

#[derive(Restful)]
#[restful(
    resource = "line_items407",
    singular = "line_items407",
    prefix = "/api/v2/shop"
)]
struct C407;

#[derive(Restful)]
#[restful(
    resource = "users408",
    singular = "users408",
    collection(get(search)),
    member(post(archive))
)]
struct C408;

#[derive(Restful)]
#[restful(resource = "users409", singular = "users409", parent = C112, only(index, show))]
struct C409;

#[derive(Restful)]
#[restful(resource = "users410", singular = "users410", prefix = "/api/v1")]
struct C410;

#[derive(Restful)]
#[restful(
    resource = "users411",
    singular = "users411",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C411;

#[derive(Restful)]
#[restful(resource = "tags412", singular = "tags412", parent = C20)]
struct C412;

#[derive(Restful)]
#[restful(
    resource = "tags413",
    singular = "tags413",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C413;

#[derive(Restful)]
#[restful(
    resource = "tags414",
    singular = "tags414",
    prefix = "/api/v1",
    only(index, show)
)]
struct C414;

#[derive(Restful)]
#[restful(resource = "tags415", singular = "tags415", parent = C35)]
struct C415;

#[derive(Restful)]
#[restful(resource = "photos416", singular = "photos416")]
struct C416;

#[derive(Restful)]
#[restful(
    resource = "photos417",
    singular = "photos417",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C417;

#[derive(Restful)]
#[restful(resource = "photos418", singular = "photos418", parent = C26)]
struct C418;

#[derive(Restful)]
#[restful(resource = "photos419", singular = "photos419", parent = C82, only(index, show))]
struct C419;

#[derive(Restful)]
#[restful(
    resource = "orders420",
    singular = "orders420",
    collection(get(search)),
    member(post(archive))
)]
struct C420;

#[derive(Restful)]
#[restful(resource = "orders421", singular = "orders421", parent = C41, singleton, member(post(verify)))]
struct C421;

#[derive(Restful)]
#[restful(resource = "orders422", singular = "orders422", prefix = "/api/v1")]
struct C422;

#[derive(Restful)]
#[restful(
    resource = "orders423",
    singular = "orders423",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C423;

#[derive(Restful)]
#[restful(resource = "customers424", singular = "customers424", parent = C32, only(index, show))]
struct C424;

#[derive(Restful)]
#[restful(
    resource = "customers425",
    singular = "customers425",
    prefix = "/admin"
)]
struct C425;

#[derive(Restful)]
#[restful(
    resource = "customers426",
    singular = "customers426",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C426;

#[derive(Restful)]
#[restful(resource = "customers427", singular = "customers427", parent = C23)]
struct C427;

#[derive(Restful)]
#[restful(resource = "book_reviews428", singular = "book_reviews428")]
struct C428;

#[derive(Restful)]
#[restful(resource = "book_reviews429", singular = "book_reviews429", parent = C148, only(index, show))]
struct C429;

#[derive(Restful)]
#[restful(resource = "book_reviews430", singular = "book_reviews430", parent = C36)]
struct C430;

#[derive(Restful)]
#[restful(
    resource = "book_reviews431",
    singular = "book_reviews431",
    prefix = "/api/v2/shop"
)]
struct C431;

#[derive(Restful)]
#[restful(
    resource = "invoices432",
    singular = "invoices432",
    collection(get(search)),
    member(post(archive))
)]
struct C432;

#[derive(Restful)]
#[restful(resource = "invoices433", singular = "invoices433", parent = C27)]
struct C433;

#[derive(Restful)]
#[restful(
    resource = "invoices434",
    singular = "invoices434",
    prefix = "/api/v1",
    only(index, show)
)]
struct C434;

#[derive(Restful)]
#[restful(
    resource = "invoices435",
    singular = "invoices435",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C435;

#[derive(Restful)]
#[restful(resource = "line_items436", singular = "line_items436", parent = C18)]
struct C436;

#[derive(Restful)]
#[restful(
    resource = "line_items437",
    singular = "line_items437",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C437;

#[derive(Restful)]
#[restful(
    resource = "line_items438",
    singular = "line_items438",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C438;

#[derive(Restful)]
#[restful(resource = "line_items439", singular = "line_items439", parent = C118, only(index, show))]
struct C439;

#[derive(Restful)]
#[restful(resource = "users440", singular = "users440")]
struct C440;

#[derive(Restful)]
#[restful(
    resource = "users441",
    singular = "users441",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C441;

#[derive(Restful)]
#[restful(resource = "users442", singular = "users442", parent = C24)]
struct C442;

#[derive(Restful)]
#[restful(resource = "users443", singular = "users443", prefix = "/api/v2/shop")]
struct C443;

#[derive(Restful)]
#[restful(resource = "tags444", singular = "tags444", only(index, show))]
struct C444;

#[derive(Restful)]
#[restful(resource = "tags445", singular = "tags445", parent = C15, singleton, member(post(verify)))]
struct C445;

#[derive(Restful)]
#[restful(resource = "tags446", singular = "tags446", prefix = "/api/v1")]
struct C446;

#[derive(Restful)]
#[restful(
    resource = "tags447",
    singular = "tags447",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C447;

#[derive(Restful)]
#[restful(resource = "photos448", singular = "photos448", parent = C6)]
struct C448;

#[derive(Restful)]
#[restful(resource = "photos449", singular = "photos449", parent = C187, only(index, show))]
struct C449;

#[derive(Restful)]
#[restful(
    resource = "photos450",
    singular = "photos450",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C450;

#[derive(Restful)]
#[restful(resource = "photos451", singular = "photos451", parent = C20)]
struct C451;

#[derive(Restful)]
#[restful(resource = "orders452", singular = "orders452")]
struct C452;

#[derive(Restful)]
#[restful(
    resource = "orders453",
    singular = "orders453",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C453;

#[derive(Restful)]
#[restful(resource = "orders454", singular = "orders454", parent = C35, only(index, show))]
struct C454;

#[derive(Restful)]
#[restful(
    resource = "orders455",
    singular = "orders455",
    prefix = "/api/v2/shop"
)]
struct C455;

#[derive(Restful)]
#[restful(
    resource = "customers456",
    singular = "customers456",
    collection(get(search)),
    member(post(archive))
)]
struct C456;

#[derive(Restful)]
#[restful(resource = "customers457", singular = "customers457", parent = C26)]
struct C457;

#[derive(Restful)]
#[restful(
    resource = "customers458",
    singular = "customers458",
    prefix = "/api/v1"
)]
struct C458;

#[derive(Restful)]
#[restful(resource = "customers459", singular = "customers459", parent = C154, only(index, show))]
struct C459;

#[derive(Restful)]
#[restful(resource = "book_reviews460", singular = "book_reviews460", parent = C41)]
struct C460;

#[derive(Restful)]
#[restful(
    resource = "book_reviews461",
    singular = "book_reviews461",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C461;

#[derive(Restful)]
#[restful(
    resource = "book_reviews462",
    singular = "book_reviews462",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C462;

#[derive(Restful)]
#[restful(resource = "book_reviews463", singular = "book_reviews463", parent = C56)]
struct C463;

#[derive(Restful)]
#[restful(resource = "invoices464", singular = "invoices464", only(index, show))]
struct C464;

#[derive(Restful)]
#[restful(
    resource = "invoices465",
    singular = "invoices465",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C465;

#[derive(Restful)]
#[restful(resource = "invoices466", singular = "invoices466", parent = C47)]
struct C466;

#[derive(Restful)]
#[restful(
    resource = "invoices467",
    singular = "invoices467",
    prefix = "/api/v2/shop"
)]
struct C467;

#[derive(Restful)]
#[restful(
    resource = "line_items468",
    singular = "line_items468",
    collection(get(search)),
    member(post(archive))
)]
struct C468;

#[derive(Restful)]
#[restful(resource = "line_items469", singular = "line_items469", parent = C124, only(index, show))]
struct C469;

#[derive(Restful)]
#[restful(
    resource = "line_items470",
    singular = "line_items470",
    prefix = "/api/v1"
)]
struct C470;

#[derive(Restful)]
#[restful(
    resource = "line_items471",
    singular = "line_items471",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C471;

#[derive(Restful)]
#[restful(resource = "users472", singular = "users472", parent = C27)]
struct C472;

#[derive(Restful)]
#[restful(resource = "users473", singular = "users473", prefix = "/admin")]
struct C473;

#[derive(Restful)]
#[restful(
    resource = "users474",
    singular = "users474",
    prefix = "/api/v1",
    only(index, show)
)]
struct C474;

#[derive(Restful)]
#[restful(resource = "users475", singular = "users475", parent = C18)]
struct C475;

#[derive(Restful)]
#[restful(resource = "tags476", singular = "tags476")]
struct C476;

#[derive(Restful)]
#[restful(
    resource = "tags477",
    singular = "tags477",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C477;

#[derive(Restful)]
#[restful(resource = "tags478", singular = "tags478", parent = C33)]
struct C478;

#[derive(Restful)]
#[restful(resource = "tags479", singular = "tags479", parent = C97, only(index, show))]
struct C479;

#[derive(Restful)]
#[restful(
    resource = "photos480",
    singular = "photos480",
    collection(get(search)),
    member(post(archive))
)]
struct C480;

#[derive(Restful)]
#[restful(resource = "photos481", singular = "photos481", parent = C48)]
struct C481;

#[derive(Restful)]
#[restful(resource = "photos482", singular = "photos482", prefix = "/api/v1")]
struct C482;

#[derive(Restful)]
#[restful(
    resource = "photos483",
    singular = "photos483",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C483;

#[derive(Restful)]
#[restful(resource = "orders484", singular = "orders484", parent = C38, only(index, show))]
struct C484;

#[derive(Restful)]
#[restful(
    resource = "orders485",
    singular = "orders485",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C485;

#[derive(Restful)]
#[restful(
    resource = "orders486",
    singular = "orders486",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C486;

#[derive(Restful)]
#[restful(resource = "orders487", singular = "orders487", parent = C54)]
struct C487;

#[derive(Restful)]
#[restful(resource = "customers488", singular = "customers488")]
struct C488;

#[derive(Restful)]
#[restful(resource = "customers489", singular = "customers489", parent = C67, only(index, show))]
struct C489;

#[derive(Restful)]
#[restful(resource = "customers490", singular = "customers490", parent = C68)]
struct C490;

#[derive(Restful)]
#[restful(
    resource = "customers491",
    singular = "customers491",
    prefix = "/api/v2/shop"
)]
struct C491;

#[derive(Restful)]
#[restful(
    resource = "book_reviews492",
    singular = "book_reviews492",
    collection(get(search)),
    member(post(archive))
)]
struct C492;

#[derive(Restful)]
#[restful(resource = "book_reviews493", singular = "book_reviews493", parent = C60, singleton, member(post(verify)))]
struct C493;

#[derive(Restful)]
#[restful(
    resource = "book_reviews494",
    singular = "book_reviews494",
    prefix = "/api/v1",
    only(index, show)
)]
struct C494;

#[derive(Restful)]
#[restful(
    resource = "book_reviews495",
    singular = "book_reviews495",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C495;

#[derive(Restful)]
#[restful(resource = "invoices496", singular = "invoices496", parent = C50)]
struct C496;

#[derive(Restful)]
#[restful(resource = "invoices497", singular = "invoices497", prefix = "/admin")]
struct C497;

#[derive(Restful)]
#[restful(
    resource = "invoices498",
    singular = "invoices498",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C498;

#[derive(Restful)]
#[restful(resource = "invoices499", singular = "invoices499", parent = C130, only(index, show))]
struct C499;

#[derive(Restful)]
#[restful(resource = "line_items500", singular = "line_items500")]
struct C500;

#[derive(Restful)]
#[restful(
    resource = "line_items501",
    singular = "line_items501",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C501;

#[derive(Restful)]
#[restful(resource = "line_items502", singular = "line_items502", parent = C56)]
struct C502;

#[derive(Restful)]
#[restful(
    resource = "line_items503",
    singular = "line_items503",
    prefix = "/api/v2/shop"
)]
struct C503;

#[derive(Restful)]
#[restful(resource = "users504", singular = "users504", only(index, show))]
struct C504;

#[derive(Restful)]
#[restful(resource = "users505", singular = "users505", parent = C47)]
struct C505;

#[derive(Restful)]
#[restful(resource = "users506", singular = "users506", prefix = "/api/v1")]
struct C506;

#[derive(Restful)]
#[restful(
    resource = "users507",
    singular = "users507",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C507;

#[derive(Restful)]
#[restful(resource = "tags508", singular = "tags508", parent = C36)]
struct C508;

#[derive(Restful)]
#[restful(resource = "tags509", singular = "tags509", parent = C103, only(index, show))]
struct C509;

#[derive(Restful)]
#[restful(
    resource = "tags510",
    singular = "tags510",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C510;

#[derive(Restful)]
#[restful(resource = "tags511", singular = "tags511", parent = C51)]
struct C511;

#[derive(Restful)]
#[restful(resource = "photos512", singular = "photos512")]
struct C512;

#[derive(Restful)]
#[restful(
    resource = "photos513",
    singular = "photos513",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C513;

#[derive(Restful)]
#[restful(resource = "photos514", singular = "photos514", parent = C42, only(index, show))]
struct C514;

#[derive(Restful)]
#[restful(
    resource = "photos515",
    singular = "photos515",
    prefix = "/api/v2/shop"
)]
struct C515;

#[derive(Restful)]
#[restful(
    resource = "orders516",
    singular = "orders516",
    collection(get(search)),
    member(post(archive))
)]
struct C516;

#[derive(Restful)]
#[restful(resource = "orders517", singular = "orders517", parent = C33, singleton, member(post(verify)))]
struct C517;

#[derive(Restful)]
#[restful(resource = "orders518", singular = "orders518", prefix = "/api/v1")]
struct C518;

#[derive(Restful)]
#[restful(resource = "orders519", singular = "orders519", parent = C172, only(index, show))]
struct C519;

#[derive(Restful)]
#[restful(resource = "customers520", singular = "customers520", parent = C48)]
struct C520;

#[derive(Restful)]
#[restful(
    resource = "customers521",
    singular = "customers521",
    prefix = "/admin"
)]
struct C521;

#[derive(Restful)]
#[restful(
    resource = "customers522",
    singular = "customers522",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C522;

#[derive(Restful)]
#[restful(resource = "customers523", singular = "customers523", parent = C38)]
struct C523;

#[derive(Restful)]
#[restful(
    resource = "book_reviews524",
    singular = "book_reviews524",
    only(index, show)
)]
struct C524;

#[derive(Restful)]
#[restful(
    resource = "book_reviews525",
    singular = "book_reviews525",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C525;

#[derive(Restful)]
#[restful(resource = "book_reviews526", singular = "book_reviews526", parent = C54)]
struct C526;

#[derive(Restful)]
#[restful(
    resource = "book_reviews527",
    singular = "book_reviews527",
    prefix = "/api/v2/shop"
)]
struct C527;

#[derive(Restful)]
#[restful(
    resource = "invoices528",
    singular = "invoices528",
    collection(get(search)),
    member(post(archive))
)]
struct C528;

#[derive(Restful)]
#[restful(resource = "invoices529", singular = "invoices529", parent = C142, only(index, show))]
struct C529;

#[derive(Restful)]
#[restful(resource = "invoices530", singular = "invoices530", prefix = "/api/v1")]
struct C530;

#[derive(Restful)]
#[restful(
    resource = "invoices531",
    singular = "invoices531",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C531;

#[derive(Restful)]
#[restful(resource = "line_items532", singular = "line_items532", parent = C35)]
struct C532;

#[derive(Restful)]
#[restful(
    resource = "line_items533",
    singular = "line_items533",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C533;

#[derive(Restful)]
#[restful(
    resource = "line_items534",
    singular = "line_items534",
    prefix = "/api/v1",
    only(index, show)
)]
struct C534;

#[derive(Restful)]
#[restful(resource = "line_items535", singular = "line_items535", parent = C50)]
struct C535;

#[derive(Restful)]
#[restful(resource = "users536", singular = "users536")]
struct C536;

#[derive(Restful)]
#[restful(
    resource = "users537",
    singular = "users537",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C537;

#[derive(Restful)]
#[restful(resource = "users538", singular = "users538", parent = C41)]
struct C538;

#[derive(Restful)]
#[restful(resource = "users539", singular = "users539", parent = C112, only(index, show))]
struct C539;

#[derive(Restful)]
#[restful(
    resource = "tags540",
    singular = "tags540",
    collection(get(search)),
    member(post(archive))
)]
struct C540;

#[derive(Restful)]
#[restful(resource = "tags541", singular = "tags541", parent = C56, singleton, member(post(verify)))]
struct C541;

#[derive(Restful)]
#[restful(resource = "tags542", singular = "tags542", prefix = "/api/v1")]
struct C542;

#[derive(Restful)]
#[restful(
    resource = "tags543",
    singular = "tags543",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C543;

#[derive(Restful)]
#[restful(resource = "photos544", singular = "photos544", parent = C47, only(index, show))]
struct C544;

#[derive(Restful)]
#[restful(resource = "photos545", singular = "photos545", prefix = "/admin")]
struct C545;

#[derive(Restful)]
#[restful(
    resource = "photos546",
    singular = "photos546",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C546;

#[derive(Restful)]
#[restful(resource = "photos547", singular = "photos547", parent = C36)]
struct C547;

#[derive(Restful)]
#[restful(resource = "orders548", singular = "orders548")]
struct C548;

#[derive(Restful)]
#[restful(resource = "orders549", singular = "orders549", parent = C178, only(index, show))]
struct C549;

#[derive(Restful)]
#[restful(resource = "orders550", singular = "orders550", parent = C51)]
struct C550;

#[derive(Restful)]
#[restful(
    resource = "orders551",
    singular = "orders551",
    prefix = "/api/v2/shop"
)]
struct C551;

#[derive(Restful)]
#[restful(
    resource = "customers552",
    singular = "customers552",
    collection(get(search)),
    member(post(archive))
)]
struct C552;

#[derive(Restful)]
#[restful(resource = "customers553", singular = "customers553", parent = C42)]
struct C553;

#[derive(Restful)]
#[restful(
    resource = "customers554",
    singular = "customers554",
    prefix = "/api/v1",
    only(index, show)
)]
struct C554;

#[derive(Restful)]
#[restful(
    resource = "customers555",
    singular = "customers555",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C555;

#[derive(Restful)]
#[restful(resource = "book_reviews556", singular = "book_reviews556", parent = C33)]
struct C556;

#[derive(Restful)]
#[restful(
    resource = "book_reviews557",
    singular = "book_reviews557",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C557;

#[derive(Restful)]
#[restful(
    resource = "book_reviews558",
    singular = "book_reviews558",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C558;

#[derive(Restful)]
#[restful(resource = "book_reviews559", singular = "book_reviews559", parent = C148, only(index, show))]
struct C559;

#[derive(Restful)]
#[restful(resource = "invoices560", singular = "invoices560")]
struct C560;

#[derive(Restful)]
#[restful(
    resource = "invoices561",
    singular = "invoices561",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C561;

#[derive(Restful)]
#[restful(resource = "invoices562", singular = "invoices562", parent = C38)]
struct C562;

#[derive(Restful)]
#[restful(
    resource = "invoices563",
    singular = "invoices563",
    prefix = "/api/v2/shop"
)]
struct C563;

#[derive(Restful)]
#[restful(
    resource = "line_items564",
    singular = "line_items564",
    only(index, show)
)]
struct C564;

#[derive(Restful)]
#[restful(resource = "line_items565", singular = "line_items565", parent = C30, singleton, member(post(verify)))]
struct C565;

#[derive(Restful)]
#[restful(
    resource = "line_items566",
    singular = "line_items566",
    prefix = "/api/v1"
)]
struct C566;

#[derive(Restful)]
#[restful(
    resource = "line_items567",
    singular = "line_items567",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C567;

#[derive(Restful)]
#[restful(resource = "users568", singular = "users568", parent = C20)]
struct C568;

#[derive(Restful)]
#[restful(resource = "users569", singular = "users569", parent = C217, only(index, show))]
struct C569;

#[derive(Restful)]
#[restful(
    resource = "users570",
    singular = "users570",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C570;

#[derive(Restful)]
#[restful(resource = "users571", singular = "users571", parent = C35)]
struct C571;

#[derive(Restful)]
#[restful(resource = "tags572", singular = "tags572")]
struct C572;

#[derive(Restful)]
#[restful(
    resource = "tags573",
    singular = "tags573",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C573;

#[derive(Restful)]
#[restful(resource = "tags574", singular = "tags574", parent = C50, only(index, show))]
struct C574;

#[derive(Restful)]
#[restful(resource = "tags575", singular = "tags575", prefix = "/api/v2/shop")]
struct C575;

#[derive(Restful)]
#[restful(
    resource = "photos576",
    singular = "photos576",
    collection(get(search)),
    member(post(archive))
)]
struct C576;

#[derive(Restful)]
#[restful(resource = "photos577", singular = "photos577", parent = C41)]
struct C577;

#[derive(Restful)]
#[restful(resource = "photos578", singular = "photos578", prefix = "/api/v1")]
struct C578;

#[derive(Restful)]
#[restful(resource = "photos579", singular = "photos579", parent = C187, only(index, show))]
struct C579;

#[derive(Restful)]
#[restful(resource = "orders580", singular = "orders580", parent = C56)]
struct C580;

#[derive(Restful)]
#[restful(
    resource = "orders581",
    singular = "orders581",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C581;

#[derive(Restful)]
#[restful(
    resource = "orders582",
    singular = "orders582",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C582;

#[derive(Restful)]
#[restful(resource = "orders583", singular = "orders583", parent = C71)]
struct C583;

#[derive(Restful)]
#[restful(
    resource = "customers584",
    singular = "customers584",
    only(index, show)
)]
struct C584;

#[derive(Restful)]
#[restful(
    resource = "customers585",
    singular = "customers585",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C585;

#[derive(Restful)]
#[restful(resource = "customers586", singular = "customers586", parent = C62)]
struct C586;

#[derive(Restful)]
#[restful(
    resource = "customers587",
    singular = "customers587",
    prefix = "/api/v2/shop"
)]
struct C587;

#[derive(Restful)]
#[restful(
    resource = "book_reviews588",
    singular = "book_reviews588",
    collection(get(search)),
    member(post(archive))
)]
struct C588;

#[derive(Restful)]
#[restful(resource = "book_reviews589", singular = "book_reviews589", parent = C154, only(index, show))]
struct C589;

#[derive(Restful)]
#[restful(
    resource = "book_reviews590",
    singular = "book_reviews590",
    prefix = "/api/v1"
)]
struct C590;

#[derive(Restful)]
#[restful(
    resource = "book_reviews591",
    singular = "book_reviews591",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C591;

#[derive(Restful)]
#[restful(resource = "invoices592", singular = "invoices592", parent = C42)]
struct C592;

#[derive(Restful)]
#[restful(resource = "invoices593", singular = "invoices593", prefix = "/admin")]
struct C593;

#[derive(Restful)]
#[restful(
    resource = "invoices594",
    singular = "invoices594",
    prefix = "/api/v1",
    only(index, show)
)]
struct C594;

#[derive(Restful)]
#[restful(resource = "invoices595", singular = "invoices595", parent = C33)]
struct C595;

#[derive(Restful)]
#[restful(resource = "line_items596", singular = "line_items596")]
struct C596;

#[derive(Restful)]
#[restful(
    resource = "line_items597",
    singular = "line_items597",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C597;

#[derive(Restful)]
#[restful(resource = "line_items598", singular = "line_items598", parent = C48)]
struct C598;

#[derive(Restful)]
#[restful(resource = "line_items599", singular = "line_items599", parent = C124, only(index, show))]
struct C599;

#[derive(Restful)]
#[restful(
    resource = "users600",
    singular = "users600",
    collection(get(search)),
    member(post(archive))
)]
struct C600;

#[derive(Restful)]
#[restful(resource = "users601", singular = "users601", parent = C63)]
struct C601;

#[derive(Restful)]
#[restful(resource = "users602", singular = "users602", prefix = "/api/v1")]
struct C602;

#[derive(Restful)]
#[restful(
    resource = "users603",
    singular = "users603",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C603;

#[derive(Restful)]
#[restful(resource = "tags604", singular = "tags604", parent = C54, only(index, show))]
struct C604;

#[derive(Restful)]
#[restful(
    resource = "tags605",
    singular = "tags605",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C605;

#[derive(Restful)]
#[restful(
    resource = "tags606",
    singular = "tags606",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C606;

#[derive(Restful)]
#[restful(resource = "tags607", singular = "tags607", parent = C68)]
struct C607;

#[derive(Restful)]
#[restful(resource = "photos608", singular = "photos608")]
struct C608;

#[derive(Restful)]
#[restful(resource = "photos609", singular = "photos609", parent = C97, only(index, show))]
struct C609;

#[derive(Restful)]
#[restful(resource = "photos610", singular = "photos610", parent = C83)]
struct C610;

#[derive(Restful)]
#[restful(
    resource = "photos611",
    singular = "photos611",
    prefix = "/api/v2/shop"
)]
struct C611;

#[derive(Restful)]
#[restful(
    resource = "orders612",
    singular = "orders612",
    collection(get(search)),
    member(post(archive))
)]
struct C612;

#[derive(Restful)]
#[restful(resource = "orders613", singular = "orders613", parent = C74, singleton, member(post(verify)))]
struct C613;

#[derive(Restful)]
#[restful(
    resource = "orders614",
    singular = "orders614",
    prefix = "/api/v1",
    only(index, show)
)]
struct C614;

#[derive(Restful)]
#[restful(
    resource = "orders615",
    singular = "orders615",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C615;

#[derive(Restful)]
#[restful(resource = "customers616", singular = "customers616", parent = C65)]
struct C616;

#[derive(Restful)]
#[restful(
    resource = "customers617",
    singular = "customers617",
    prefix = "/admin"
)]
struct C617;

#[derive(Restful)]
#[restful(
    resource = "customers618",
    singular = "customers618",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C618;

#[derive(Restful)]
#[restful(resource = "customers619", singular = "customers619", parent = C163, only(index, show))]
struct C619;

#[derive(Restful)]
#[restful(resource = "book_reviews620", singular = "book_reviews620")]
struct C620;

#[derive(Restful)]
#[restful(
    resource = "book_reviews621",
    singular = "book_reviews621",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C621;

#[derive(Restful)]
#[restful(resource = "book_reviews622", singular = "book_reviews622", parent = C71)]
struct C622;

#[derive(Restful)]
#[restful(
    resource = "book_reviews623",
    singular = "book_reviews623",
    prefix = "/api/v2/shop"
)]
struct C623;

#[derive(Restful)]
#[restful(resource = "invoices624", singular = "invoices624", only(index, show))]
struct C624;

#[derive(Restful)]
#[restful(resource = "invoices625", singular = "invoices625", parent = C62)]
struct C625;

#[derive(Restful)]
#[restful(resource = "invoices626", singular = "invoices626", prefix = "/api/v1")]
struct C626;

#[derive(Restful)]
#[restful(
    resource = "invoices627",
    singular = "invoices627",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C627;

#[derive(Restful)]
#[restful(resource = "line_items628", singular = "line_items628", parent = C51)]
struct C628;

#[derive(Restful)]
#[restful(resource = "line_items629", singular = "line_items629", parent = C130, only(index, show))]
struct C629;

#[derive(Restful)]
#[restful(
    resource = "line_items630",
    singular = "line_items630",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C630;

#[derive(Restful)]
#[restful(resource = "line_items631", singular = "line_items631", parent = C66)]
struct C631;

#[derive(Restful)]
#[restful(resource = "users632", singular = "users632")]
struct C632;

#[derive(Restful)]
#[restful(
    resource = "users633",
    singular = "users633",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C633;

#[derive(Restful)]
#[restful(resource = "users634", singular = "users634", parent = C57, only(index, show))]
struct C634;

#[derive(Restful)]
#[restful(resource = "users635", singular = "users635", prefix = "/api/v2/shop")]
struct C635;

#[derive(Restful)]
#[restful(
    resource = "tags636",
    singular = "tags636",
    collection(get(search)),
    member(post(archive))
)]
struct C636;

#[derive(Restful)]
#[restful(resource = "tags637", singular = "tags637", parent = C48, singleton, member(post(verify)))]
struct C637;

#[derive(Restful)]
#[restful(resource = "tags638", singular = "tags638", prefix = "/api/v1")]
struct C638;

#[derive(Restful)]
#[restful(resource = "tags639", singular = "tags639", parent = C202, only(index, show))]
struct C639;

#[derive(Restful)]
#[restful(resource = "photos640", singular = "photos640", parent = C63)]
struct C640;

#[derive(Restful)]
#[restful(resource = "photos641", singular = "photos641", prefix = "/admin")]
struct C641;

#[derive(Restful)]
#[restful(
    resource = "photos642",
    singular = "photos642",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C642;

#[derive(Restful)]
#[restful(resource = "photos643", singular = "photos643", parent = C54)]
struct C643;

#[derive(Restful)]
#[restful(resource = "orders644", singular = "orders644", only(index, show))]
struct C644;

#[derive(Restful)]
#[restful(
    resource = "orders645",
    singular = "orders645",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C645;

#[derive(Restful)]
#[restful(resource = "orders646", singular = "orders646", parent = C68)]
struct C646;

#[derive(Restful)]
#[restful(
    resource = "orders647",
    singular = "orders647",
    prefix = "/api/v2/shop"
)]
struct C647;

#[derive(Restful)]
#[restful(
    resource = "customers648",
    singular = "customers648",
    collection(get(search)),
    member(post(archive))
)]
struct C648;

#[derive(Restful)]
#[restful(resource = "customers649", singular = "customers649", parent = C172, only(index, show))]
struct C649;

#[derive(Restful)]
#[restful(
    resource = "customers650",
    singular = "customers650",
    prefix = "/api/v1"
)]
struct C650;

#[derive(Restful)]
#[restful(
    resource = "customers651",
    singular = "customers651",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C651;

#[derive(Restful)]
#[restful(resource = "book_reviews652", singular = "book_reviews652", parent = C50)]
struct C652;

#[derive(Restful)]
#[restful(
    resource = "book_reviews653",
    singular = "book_reviews653",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C653;

#[derive(Restful)]
#[restful(
    resource = "book_reviews654",
    singular = "book_reviews654",
    prefix = "/api/v1",
    only(index, show)
)]
struct C654;

#[derive(Restful)]
#[restful(resource = "book_reviews655", singular = "book_reviews655", parent = C65)]
struct C655;

#[derive(Restful)]
#[restful(resource = "invoices656", singular = "invoices656")]
struct C656;

#[derive(Restful)]
#[restful(
    resource = "invoices657",
    singular = "invoices657",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C657;

#[derive(Restful)]
#[restful(resource = "invoices658", singular = "invoices658", parent = C56)]
struct C658;

#[derive(Restful)]
#[restful(resource = "invoices659", singular = "invoices659", parent = C142, only(index, show))]
struct C659;

#[derive(Restful)]
#[restful(
    resource = "line_items660",
    singular = "line_items660",
    collection(get(search)),
    member(post(archive))
)]
struct C660;

#[derive(Restful)]
#[restful(resource = "line_items661", singular = "line_items661", parent = C71, singleton, member(post(verify)))]
struct C661;

#[derive(Restful)]
#[restful(
    resource = "line_items662",
    singular = "line_items662",
    prefix = "/api/v1"
)]
struct C662;

#[derive(Restful)]
#[restful(
    resource = "line_items663",
    singular = "line_items663",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C663;

#[derive(Restful)]
#[restful(resource = "users664", singular = "users664", parent = C62, only(index, show))]
struct C664;

#[derive(Restful)]
#[restful(resource = "users665", singular = "users665", prefix = "/admin")]
struct C665;

#[derive(Restful)]
#[restful(
    resource = "users666",
    singular = "users666",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C666;

#[derive(Restful)]
#[restful(resource = "users667", singular = "users667", parent = C51)]
struct C667;

#[derive(Restful)]
#[restful(resource = "tags668", singular = "tags668")]
struct C668;

#[derive(Restful)]
#[restful(resource = "tags669", singular = "tags669", parent = C211, only(index, show))]
struct C669;

#[derive(Restful)]
#[restful(resource = "tags670", singular = "tags670", parent = C66)]
struct C670;

#[derive(Restful)]
#[restful(resource = "tags671", singular = "tags671", prefix = "/api/v2/shop")]
struct C671;

#[derive(Restful)]
#[restful(
    resource = "photos672",
    singular = "photos672",
    collection(get(search)),
    member(post(archive))
)]
struct C672;

#[derive(Restful)]
#[restful(resource = "photos673", singular = "photos673", parent = C57)]
struct C673;

#[derive(Restful)]
#[restful(
    resource = "photos674",
    singular = "photos674",
    prefix = "/api/v1",
    only(index, show)
)]
struct C674;

#[derive(Restful)]
#[restful(
    resource = "photos675",
    singular = "photos675",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C675;

#[derive(Restful)]
#[restful(resource = "orders676", singular = "orders676", parent = C48)]
struct C676;

#[derive(Restful)]
#[restful(
    resource = "orders677",
    singular = "orders677",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C677;

#[derive(Restful)]
#[restful(
    resource = "orders678",
    singular = "orders678",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C678;

#[derive(Restful)]
#[restful(resource = "orders679", singular = "orders679", parent = C178, only(index, show))]
struct C679;

#[derive(Restful)]
#[restful(resource = "customers680", singular = "customers680")]
struct C680;

#[derive(Restful)]
#[restful(
    resource = "customers681",
    singular = "customers681",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C681;

#[derive(Restful)]
#[restful(resource = "customers682", singular = "customers682", parent = C54)]
struct C682;

#[derive(Restful)]
#[restful(
    resource = "customers683",
    singular = "customers683",
    prefix = "/api/v2/shop"
)]
struct C683;

#[derive(Restful)]
#[restful(
    resource = "book_reviews684",
    singular = "book_reviews684",
    only(index, show)
)]
struct C684;

#[derive(Restful)]
#[restful(resource = "book_reviews685", singular = "book_reviews685", parent = C44, singleton, member(post(verify)))]
struct C685;

#[derive(Restful)]
#[restful(
    resource = "book_reviews686",
    singular = "book_reviews686",
    prefix = "/api/v1"
)]
struct C686;

#[derive(Restful)]
#[restful(
    resource = "book_reviews687",
    singular = "book_reviews687",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C687;

#[derive(Restful)]
#[restful(resource = "invoices688", singular = "invoices688", parent = C35)]
struct C688;

#[derive(Restful)]
#[restful(resource = "invoices689", singular = "invoices689", parent = C244, only(index, show))]
struct C689;

#[derive(Restful)]
#[restful(
    resource = "invoices690",
    singular = "invoices690",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C690;

#[derive(Restful)]
#[restful(resource = "invoices691", singular = "invoices691", parent = C50)]
struct C691;

#[derive(Restful)]
#[restful(resource = "line_items692", singular = "line_items692")]
struct C692;

#[derive(Restful)]
#[restful(
    resource = "line_items693",
    singular = "line_items693",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C693;

#[derive(Restful)]
#[restful(resource = "line_items694", singular = "line_items694", parent = C65, only(index, show))]
struct C694;

#[derive(Restful)]
#[restful(
    resource = "line_items695",
    singular = "line_items695",
    prefix = "/api/v2/shop"
)]
struct C695;

#[derive(Restful)]
#[restful(
    resource = "users696",
    singular = "users696",
    collection(get(search)),
    member(post(archive))
)]
struct C696;

#[derive(Restful)]
#[restful(resource = "users697", singular = "users697", parent = C56)]
struct C697;

#[derive(Restful)]
#[restful(resource = "users698", singular = "users698", prefix = "/api/v1")]
struct C698;

#[derive(Restful)]
#[restful(resource = "users699", singular = "users699", parent = C217, only(index, show))]
struct C699;

#[derive(Restful)]
#[restful(resource = "tags700", singular = "tags700", parent = C71)]
struct C700;

#[derive(Restful)]
#[restful(
    resource = "tags701",
    singular = "tags701",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C701;

#[derive(Restful)]
#[restful(
    resource = "tags702",
    singular = "tags702",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C702;

#[derive(Restful)]
#[restful(resource = "tags703", singular = "tags703", parent = C84)]
struct C703;

#[derive(Restful)]
#[restful(resource = "photos704", singular = "photos704", only(index, show))]
struct C704;

#[derive(Restful)]
#[restful(
    resource = "photos705",
    singular = "photos705",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C705;

#[derive(Restful)]
#[restful(resource = "photos706", singular = "photos706", parent = C75)]
struct C706;

#[derive(Restful)]
#[restful(
    resource = "photos707",
    singular = "photos707",
    prefix = "/api/v2/shop"
)]
struct C707;

#[derive(Restful)]
#[restful(
    resource = "orders708",
    singular = "orders708",
    collection(get(search)),
    member(post(archive))
)]
struct C708;

#[derive(Restful)]
#[restful(resource = "orders709", singular = "orders709", parent = C187, only(index, show))]
struct C709;

#[derive(Restful)]
#[restful(resource = "orders710", singular = "orders710", prefix = "/api/v1")]
struct C710;

#[derive(Restful)]
#[restful(
    resource = "orders711",
    singular = "orders711",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C711;

#[derive(Restful)]
#[restful(resource = "customers712", singular = "customers712", parent = C57)]
struct C712;

#[derive(Restful)]
#[restful(
    resource = "customers713",
    singular = "customers713",
    prefix = "/admin"
)]
struct C713;

#[derive(Restful)]
#[restful(
    resource = "customers714",
    singular = "customers714",
    prefix = "/api/v1",
    only(index, show)
)]
struct C714;

#[derive(Restful)]
#[restful(resource = "customers715", singular = "customers715", parent = C48)]
struct C715;

#[derive(Restful)]
#[restful(resource = "book_reviews716", singular = "book_reviews716")]
struct C716;

#[derive(Restful)]
#[restful(
    resource = "book_reviews717",
    singular = "book_reviews717",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C717;

#[derive(Restful)]
#[restful(resource = "book_reviews718", singular = "book_reviews718", parent = C63)]
struct C718;

#[derive(Restful)]
#[restful(resource = "book_reviews719", singular = "book_reviews719", parent = C154, only(index, show))]
struct C719;

#[derive(Restful)]
#[restful(
    resource = "invoices720",
    singular = "invoices720",
    collection(get(search)),
    member(post(archive))
)]
struct C720;

#[derive(Restful)]
#[restful(resource = "invoices721", singular = "invoices721", parent = C78)]
struct C721;

#[derive(Restful)]
#[restful(resource = "invoices722", singular = "invoices722", prefix = "/api/v1")]
struct C722;

#[derive(Restful)]
#[restful(
    resource = "invoices723",
    singular = "invoices723",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C723;

#[derive(Restful)]
#[restful(resource = "line_items724", singular = "line_items724", parent = C68, only(index, show))]
struct C724;

#[derive(Restful)]
#[restful(
    resource = "line_items725",
    singular = "line_items725",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C725;

#[derive(Restful)]
#[restful(
    resource = "line_items726",
    singular = "line_items726",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C726;

#[derive(Restful)]
#[restful(resource = "line_items727", singular = "line_items727", parent = C83)]
struct C727;

#[derive(Restful)]
#[restful(resource = "users728", singular = "users728")]
struct C728;

#[derive(Restful)]
#[restful(resource = "users729", singular = "users729", parent = C124, only(index, show))]
struct C729;

#[derive(Restful)]
#[restful(resource = "users730", singular = "users730", parent = C98)]
struct C730;

#[derive(Restful)]
#[restful(resource = "users731", singular = "users731", prefix = "/api/v2/shop")]
struct C731;

#[derive(Restful)]
#[restful(
    resource = "tags732",
    singular = "tags732",
    collection(get(search)),
    member(post(archive))
)]
struct C732;

#[derive(Restful)]
#[restful(resource = "tags733", singular = "tags733", parent = C87, singleton, member(post(verify)))]
struct C733;

#[derive(Restful)]
#[restful(
    resource = "tags734",
    singular = "tags734",
    prefix = "/api/v1",
    only(index, show)
)]
struct C734;

#[derive(Restful)]
#[restful(
    resource = "tags735",
    singular = "tags735",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C735;

#[derive(Restful)]
#[restful(resource = "photos736", singular = "photos736", parent = C80)]
struct C736;

#[derive(Restful)]
#[restful(resource = "photos737", singular = "photos737", prefix = "/admin")]
struct C737;

#[derive(Restful)]
#[restful(
    resource = "photos738",
    singular = "photos738",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C738;

#[derive(Restful)]
#[restful(resource = "photos739", singular = "photos739", parent = C193, only(index, show))]
struct C739;

#[derive(Restful)]
#[restful(resource = "orders740", singular = "orders740")]
struct C740;

#[derive(Restful)]
#[restful(
    resource = "orders741",
    singular = "orders741",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C741;

#[derive(Restful)]
#[restful(resource = "orders742", singular = "orders742", parent = C84)]
struct C742;

#[derive(Restful)]
#[restful(
    resource = "orders743",
    singular = "orders743",
    prefix = "/api/v2/shop"
)]
struct C743;

#[derive(Restful)]
#[restful(
    resource = "customers744",
    singular = "customers744",
    only(index, show)
)]
struct C744;

#[derive(Restful)]
#[restful(resource = "customers745", singular = "customers745", parent = C75)]
struct C745;

#[derive(Restful)]
#[restful(
    resource = "customers746",
    singular = "customers746",
    prefix = "/api/v1"
)]
struct C746;

#[derive(Restful)]
#[restful(
    resource = "customers747",
    singular = "customers747",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C747;

#[derive(Restful)]
#[restful(resource = "book_reviews748", singular = "book_reviews748", parent = C66)]
struct C748;

#[derive(Restful)]
#[restful(resource = "book_reviews749", singular = "book_reviews749", parent = C163, only(index, show))]
struct C749;

#[derive(Restful)]
#[restful(
    resource = "book_reviews750",
    singular = "book_reviews750",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C750;

#[derive(Restful)]
#[restful(resource = "book_reviews751", singular = "book_reviews751", parent = C81)]
struct C751;

#[derive(Restful)]
#[restful(resource = "invoices752", singular = "invoices752")]
struct C752;

#[derive(Restful)]
#[restful(
    resource = "invoices753",
    singular = "invoices753",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C753;

#[derive(Restful)]
#[restful(resource = "invoices754", singular = "invoices754", parent = C72, only(index, show))]
struct C754;

#[derive(Restful)]
#[restful(
    resource = "invoices755",
    singular = "invoices755",
    prefix = "/api/v2/shop"
)]
struct C755;

#[derive(Restful)]
#[restful(
    resource = "line_items756",
    singular = "line_items756",
    collection(get(search)),
    member(post(archive))
)]
struct C756;

#[derive(Restful)]
#[restful(resource = "line_items757", singular = "line_items757", parent = C63, singleton, member(post(verify)))]
struct C757;

#[derive(Restful)]
#[restful(
    resource = "line_items758",
    singular = "line_items758",
    prefix = "/api/v1"
)]
struct C758;

#[derive(Restful)]
#[restful(resource = "line_items759", singular = "line_items759", parent = C232, only(index, show))]
struct C759;

#[derive(Restful)]
#[restful(resource = "users760", singular = "users760", parent = C78)]
struct C760;

#[derive(Restful)]
#[restful(resource = "users761", singular = "users761", prefix = "/admin")]
struct C761;

#[derive(Restful)]
#[restful(
    resource = "users762",
    singular = "users762",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C762;

#[derive(Restful)]
#[restful(resource = "users763", singular = "users763", parent = C68)]
struct C763;

#[derive(Restful)]
#[restful(resource = "tags764", singular = "tags764", only(index, show))]
struct C764;

#[derive(Restful)]
#[restful(
    resource = "tags765",
    singular = "tags765",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C765;

#[derive(Restful)]
#[restful(resource = "tags766", singular = "tags766", parent = C83)]
struct C766;

#[derive(Restful)]
#[restful(resource = "tags767", singular = "tags767", prefix = "/api/v2/shop")]
struct C767;

#[derive(Restful)]
#[restful(
    resource = "photos768",
    singular = "photos768",
    collection(get(search)),
    member(post(archive))
)]
struct C768;

#[derive(Restful)]
#[restful(resource = "photos769", singular = "photos769", parent = C202, only(index, show))]
struct C769;

#[derive(Restful)]
#[restful(resource = "photos770", singular = "photos770", prefix = "/api/v1")]
struct C770;

#[derive(Restful)]
#[restful(
    resource = "photos771",
    singular = "photos771",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C771;

#[derive(Restful)]
#[restful(resource = "orders772", singular = "orders772", parent = C65)]
struct C772;

#[derive(Restful)]
#[restful(
    resource = "orders773",
    singular = "orders773",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C773;

#[derive(Restful)]
#[restful(
    resource = "orders774",
    singular = "orders774",
    prefix = "/api/v1",
    only(index, show)
)]
struct C774;

#[derive(Restful)]
#[restful(resource = "orders775", singular = "orders775", parent = C80)]
struct C775;

#[derive(Restful)]
#[restful(resource = "customers776", singular = "customers776")]
struct C776;

#[derive(Restful)]
#[restful(
    resource = "customers777",
    singular = "customers777",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C777;

#[derive(Restful)]
#[restful(resource = "customers778", singular = "customers778", parent = C71)]
struct C778;

#[derive(Restful)]
#[restful(resource = "customers779", singular = "customers779", parent = C172, only(index, show))]
struct C779;

#[derive(Restful)]
#[restful(
    resource = "book_reviews780",
    singular = "book_reviews780",
    collection(get(search)),
    member(post(archive))
)]
struct C780;

#[derive(Restful)]
#[restful(resource = "book_reviews781", singular = "book_reviews781", parent = C84, singleton, member(post(verify)))]
struct C781;

#[derive(Restful)]
#[restful(
    resource = "book_reviews782",
    singular = "book_reviews782",
    prefix = "/api/v1"
)]
struct C782;

#[derive(Restful)]
#[restful(
    resource = "book_reviews783",
    singular = "book_reviews783",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C783;

#[derive(Restful)]
#[restful(resource = "invoices784", singular = "invoices784", parent = C75, only(index, show))]
struct C784;

#[derive(Restful)]
#[restful(resource = "invoices785", singular = "invoices785", prefix = "/admin")]
struct C785;

#[derive(Restful)]
#[restful(
    resource = "invoices786",
    singular = "invoices786",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C786;

#[derive(Restful)]
#[restful(resource = "invoices787", singular = "invoices787", parent = C66)]
struct C787;

#[derive(Restful)]
#[restful(resource = "line_items788", singular = "line_items788")]
struct C788;

#[derive(Restful)]
#[restful(resource = "line_items789", singular = "line_items789", parent = C238, only(index, show))]
struct C789;

#[derive(Restful)]
#[restful(resource = "line_items790", singular = "line_items790", parent = C81)]
struct C790;

#[derive(Restful)]
#[restful(
    resource = "line_items791",
    singular = "line_items791",
    prefix = "/api/v2/shop"
)]
struct C791;

#[derive(Restful)]
#[restful(
    resource = "users792",
    singular = "users792",
    collection(get(search)),
    member(post(archive))
)]
struct C792;

#[derive(Restful)]
#[restful(resource = "users793", singular = "users793", parent = C72)]
struct C793;

#[derive(Restful)]
#[restful(
    resource = "users794",
    singular = "users794",
    prefix = "/api/v1",
    only(index, show)
)]
struct C794;

#[derive(Restful)]
#[restful(
    resource = "users795",
    singular = "users795",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C795;

#[derive(Restful)]
#[restful(resource = "tags796", singular = "tags796", parent = C63)]
struct C796;

#[derive(Restful)]
#[restful(
    resource = "tags797",
    singular = "tags797",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C797;

#[derive(Restful)]
#[restful(
    resource = "tags798",
    singular = "tags798",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C798;

#[derive(Restful)]
#[restful(resource = "tags799", singular = "tags799", parent = C211, only(index, show))]
struct C799;

#[derive(Restful)]
#[restful(resource = "photos800", singular = "photos800")]
struct C800;

#[derive(Restful)]
#[restful(
    resource = "photos801",
    singular = "photos801",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C801;

#[derive(Restful)]
#[restful(resource = "photos802", singular = "photos802", parent = C68)]
struct C802;

#[derive(Restful)]
#[restful(
    resource = "photos803",
    singular = "photos803",
    prefix = "/api/v2/shop"
)]
struct C803;

#[derive(Restful)]
#[restful(resource = "orders804", singular = "orders804", only(index, show))]
struct C804;

#[derive(Restful)]
#[restful(resource = "orders805", singular = "orders805", parent = C60, singleton, member(post(verify)))]
struct C805;

#[derive(Restful)]
#[restful(resource = "orders806", singular = "orders806", prefix = "/api/v1")]
struct C806;

#[derive(Restful)]
#[restful(
    resource = "orders807",
    singular = "orders807",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C807;

#[derive(Restful)]
#[restful(resource = "customers808", singular = "customers808", parent = C50)]
struct C808;

#[derive(Restful)]
#[restful(resource = "customers809", singular = "customers809", parent = C274, only(index, show))]
struct C809;

#[derive(Restful)]
#[restful(
    resource = "customers810",
    singular = "customers810",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C810;

#[derive(Restful)]
#[restful(resource = "customers811", singular = "customers811", parent = C65)]
struct C811;

#[derive(Restful)]
#[restful(resource = "book_reviews812", singular = "book_reviews812")]
struct C812;

#[derive(Restful)]
#[restful(
    resource = "book_reviews813",
    singular = "book_reviews813",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C813;

#[derive(Restful)]
#[restful(resource = "book_reviews814", singular = "book_reviews814", parent = C80, only(index, show))]
struct C814;

#[derive(Restful)]
#[restful(
    resource = "book_reviews815",
    singular = "book_reviews815",
    prefix = "/api/v2/shop"
)]
struct C815;

#[derive(Restful)]
#[restful(
    resource = "invoices816",
    singular = "invoices816",
    collection(get(search)),
    member(post(archive))
)]
struct C816;

#[derive(Restful)]
#[restful(resource = "invoices817", singular = "invoices817", parent = C71)]
struct C817;

#[derive(Restful)]
#[restful(resource = "invoices818", singular = "invoices818", prefix = "/api/v1")]
struct C818;

#[derive(Restful)]
#[restful(resource = "invoices819", singular = "invoices819", parent = C244, only(index, show))]
struct C819;

#[derive(Restful)]
#[restful(resource = "line_items820", singular = "line_items820", parent = C84)]
struct C820;

#[derive(Restful)]
#[restful(
    resource = "line_items821",
    singular = "line_items821",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C821;

#[derive(Restful)]
#[restful(
    resource = "line_items822",
    singular = "line_items822",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C822;

#[derive(Restful)]
#[restful(resource = "line_items823", singular = "line_items823", parent = C102)]
struct C823;

#[derive(Restful)]
#[restful(resource = "users824", singular = "users824", only(index, show))]
struct C824;

#[derive(Restful)]
#[restful(
    resource = "users825",
    singular = "users825",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C825;

#[derive(Restful)]
#[restful(resource = "users826", singular = "users826", parent = C90)]
struct C826;

#[derive(Restful)]
#[restful(resource = "users827", singular = "users827", prefix = "/api/v2/shop")]
struct C827;

#[derive(Restful)]
#[restful(
    resource = "tags828",
    singular = "tags828",
    collection(get(search)),
    member(post(archive))
)]
struct C828;

#[derive(Restful)]
#[restful(resource = "tags829", singular = "tags829", parent = C217, only(index, show))]
struct C829;

#[derive(Restful)]
#[restful(resource = "tags830", singular = "tags830", prefix = "/api/v1")]
struct C830;

#[derive(Restful)]
#[restful(
    resource = "tags831",
    singular = "tags831",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C831;

#[derive(Restful)]
#[restful(resource = "photos832", singular = "photos832", parent = C72)]
struct C832;

#[derive(Restful)]
#[restful(resource = "photos833", singular = "photos833", prefix = "/admin")]
struct C833;

#[derive(Restful)]
#[restful(
    resource = "photos834",
    singular = "photos834",
    prefix = "/api/v1",
    only(index, show)
)]
struct C834;

#[derive(Restful)]
#[restful(resource = "photos835", singular = "photos835", parent = C63)]
struct C835;

#[derive(Restful)]
#[restful(resource = "orders836", singular = "orders836")]
struct C836;

#[derive(Restful)]
#[restful(
    resource = "orders837",
    singular = "orders837",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C837;

#[derive(Restful)]
#[restful(resource = "orders838", singular = "orders838", parent = C78)]
struct C838;

#[derive(Restful)]
#[restful(resource = "orders839", singular = "orders839", parent = C187, only(index, show))]
struct C839;

#[derive(Restful)]
#[restful(
    resource = "customers840",
    singular = "customers840",
    collection(get(search)),
    member(post(archive))
)]
struct C840;

#[derive(Restful)]
#[restful(resource = "customers841", singular = "customers841", parent = C92)]
struct C841;

#[derive(Restful)]
#[restful(
    resource = "customers842",
    singular = "customers842",
    prefix = "/api/v1"
)]
struct C842;

#[derive(Restful)]
#[restful(
    resource = "customers843",
    singular = "customers843",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C843;

#[derive(Restful)]
#[restful(resource = "book_reviews844", singular = "book_reviews844", parent = C83, only(index, show))]
struct C844;

#[derive(Restful)]
#[restful(
    resource = "book_reviews845",
    singular = "book_reviews845",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C845;

#[derive(Restful)]
#[restful(
    resource = "book_reviews846",
    singular = "book_reviews846",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C846;

#[derive(Restful)]
#[restful(resource = "book_reviews847", singular = "book_reviews847", parent = C98)]
struct C847;

#[derive(Restful)]
#[restful(resource = "invoices848", singular = "invoices848")]
struct C848;

#[derive(Restful)]
#[restful(resource = "invoices849", singular = "invoices849", parent = C154, only(index, show))]
struct C849;

#[derive(Restful)]
#[restful(resource = "invoices850", singular = "invoices850", parent = C113)]
struct C850;

#[derive(Restful)]
#[restful(
    resource = "invoices851",
    singular = "invoices851",
    prefix = "/api/v2/shop"
)]
struct C851;

#[derive(Restful)]
#[restful(
    resource = "line_items852",
    singular = "line_items852",
    collection(get(search)),
    member(post(archive))
)]
struct C852;

#[derive(Restful)]
#[restful(resource = "line_items853", singular = "line_items853", parent = C105, singleton, member(post(verify)))]
struct C853;

#[derive(Restful)]
#[restful(
    resource = "line_items854",
    singular = "line_items854",
    prefix = "/api/v1",
    only(index, show)
)]
struct C854;

#[derive(Restful)]
#[restful(
    resource = "line_items855",
    singular = "line_items855",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C855;

#[derive(Restful)]
#[restful(resource = "users856", singular = "users856", parent = C95)]
struct C856;

#[derive(Restful)]
#[restful(resource = "users857", singular = "users857", prefix = "/admin")]
struct C857;

#[derive(Restful)]
#[restful(
    resource = "users858",
    singular = "users858",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C858;

#[derive(Restful)]
#[restful(resource = "users859", singular = "users859", parent = C223, only(index, show))]
struct C859;

#[derive(Restful)]
#[restful(resource = "tags860", singular = "tags860")]
struct C860;

#[derive(Restful)]
#[restful(
    resource = "tags861",
    singular = "tags861",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C861;

#[derive(Restful)]
#[restful(resource = "tags862", singular = "tags862", parent = C102)]
struct C862;

#[derive(Restful)]
#[restful(resource = "tags863", singular = "tags863", prefix = "/api/v2/shop")]
struct C863;

#[derive(Restful)]
#[restful(resource = "photos864", singular = "photos864", only(index, show))]
struct C864;

#[derive(Restful)]
#[restful(resource = "photos865", singular = "photos865", parent = C90)]
struct C865;

#[derive(Restful)]
#[restful(resource = "photos866", singular = "photos866", prefix = "/api/v1")]
struct C866;

#[derive(Restful)]
#[restful(
    resource = "photos867",
    singular = "photos867",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C867;

#[derive(Restful)]
#[restful(resource = "orders868", singular = "orders868", parent = C81)]
struct C868;

#[derive(Restful)]
#[restful(resource = "orders869", singular = "orders869", parent = C193, only(index, show))]
struct C869;

#[derive(Restful)]
#[restful(
    resource = "orders870",
    singular = "orders870",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C870;

#[derive(Restful)]
#[restful(resource = "orders871", singular = "orders871", parent = C96)]
struct C871;

#[derive(Restful)]
#[restful(resource = "customers872", singular = "customers872")]
struct C872;

#[derive(Restful)]
#[restful(
    resource = "customers873",
    singular = "customers873",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C873;

#[derive(Restful)]
#[restful(resource = "customers874", singular = "customers874", parent = C86, only(index, show))]
struct C874;

#[derive(Restful)]
#[restful(
    resource = "customers875",
    singular = "customers875",
    prefix = "/api/v2/shop"
)]
struct C875;

#[derive(Restful)]
#[restful(
    resource = "book_reviews876",
    singular = "book_reviews876",
    collection(get(search)),
    member(post(archive))
)]
struct C876;

#[derive(Restful)]
#[restful(resource = "book_reviews877", singular = "book_reviews877", parent = C78, singleton, member(post(verify)))]
struct C877;

#[derive(Restful)]
#[restful(
    resource = "book_reviews878",
    singular = "book_reviews878",
    prefix = "/api/v1"
)]
struct C878;

#[derive(Restful)]
#[restful(resource = "book_reviews879", singular = "book_reviews879", parent = C262, only(index, show))]
struct C879;

#[derive(Restful)]
#[restful(resource = "invoices880", singular = "invoices880", parent = C92)]
struct C880;

#[derive(Restful)]
#[restful(resource = "invoices881", singular = "invoices881", prefix = "/admin")]
struct C881;

#[derive(Restful)]
#[restful(
    resource = "invoices882",
    singular = "invoices882",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C882;

#[derive(Restful)]
#[restful(resource = "invoices883", singular = "invoices883", parent = C83)]
struct C883;

#[derive(Restful)]
#[restful(
    resource = "line_items884",
    singular = "line_items884",
    only(index, show)
)]
struct C884;

#[derive(Restful)]
#[restful(
    resource = "line_items885",
    singular = "line_items885",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C885;

#[derive(Restful)]
#[restful(resource = "line_items886", singular = "line_items886", parent = C98)]
struct C886;

#[derive(Restful)]
#[restful(
    resource = "line_items887",
    singular = "line_items887",
    prefix = "/api/v2/shop"
)]
struct C887;

#[derive(Restful)]
#[restful(
    resource = "users888",
    singular = "users888",
    collection(get(search)),
    member(post(archive))
)]
struct C888;

#[derive(Restful)]
#[restful(resource = "users889", singular = "users889", parent = C232, only(index, show))]
struct C889;

#[derive(Restful)]
#[restful(resource = "users890", singular = "users890", prefix = "/api/v1")]
struct C890;

#[derive(Restful)]
#[restful(
    resource = "users891",
    singular = "users891",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C891;

#[derive(Restful)]
#[restful(resource = "tags892", singular = "tags892", parent = C80)]
struct C892;

#[derive(Restful)]
#[restful(
    resource = "tags893",
    singular = "tags893",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C893;

#[derive(Restful)]
#[restful(
    resource = "tags894",
    singular = "tags894",
    prefix = "/api/v1",
    only(index, show)
)]
struct C894;

#[derive(Restful)]
#[restful(resource = "tags895", singular = "tags895", parent = C95)]
struct C895;

#[derive(Restful)]
#[restful(resource = "photos896", singular = "photos896")]
struct C896;

#[derive(Restful)]
#[restful(
    resource = "photos897",
    singular = "photos897",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C897;

#[derive(Restful)]
#[restful(resource = "photos898", singular = "photos898", parent = C84)]
struct C898;

#[derive(Restful)]
#[restful(resource = "photos899", singular = "photos899", parent = C202, only(index, show))]
struct C899;

#[derive(Restful)]
#[restful(
    resource = "orders900",
    singular = "orders900",
    collection(get(search)),
    member(post(archive))
)]
struct C900;

#[derive(Restful)]
#[restful(resource = "orders901", singular = "orders901", parent = C102, singleton, member(post(verify)))]
struct C901;

#[derive(Restful)]
#[restful(resource = "orders902", singular = "orders902", prefix = "/api/v1")]
struct C902;

#[derive(Restful)]
#[restful(
    resource = "orders903",
    singular = "orders903",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C903;

#[derive(Restful)]
#[restful(resource = "customers904", singular = "customers904", parent = C90, only(index, show))]
struct C904;

#[derive(Restful)]
#[restful(
    resource = "customers905",
    singular = "customers905",
    prefix = "/admin"
)]
struct C905;

#[derive(Restful)]
#[restful(
    resource = "customers906",
    singular = "customers906",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C906;

#[derive(Restful)]
#[restful(resource = "customers907", singular = "customers907", parent = C81)]
struct C907;

#[derive(Restful)]
#[restful(resource = "book_reviews908", singular = "book_reviews908")]
struct C908;

#[derive(Restful)]
#[restful(resource = "book_reviews909", singular = "book_reviews909", parent = C268, only(index, show))]
struct C909;

#[derive(Restful)]
#[restful(resource = "book_reviews910", singular = "book_reviews910", parent = C96)]
struct C910;

#[derive(Restful)]
#[restful(
    resource = "book_reviews911",
    singular = "book_reviews911",
    prefix = "/api/v2/shop"
)]
struct C911;

#[derive(Restful)]
#[restful(
    resource = "invoices912",
    singular = "invoices912",
    collection(get(search)),
    member(post(archive))
)]
struct C912;

#[derive(Restful)]
#[restful(resource = "invoices913", singular = "invoices913", parent = C86)]
struct C913;

#[derive(Restful)]
#[restful(
    resource = "invoices914",
    singular = "invoices914",
    prefix = "/api/v1",
    only(index, show)
)]
struct C914;

#[derive(Restful)]
#[restful(
    resource = "invoices915",
    singular = "invoices915",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C915;

#[derive(Restful)]
#[restful(resource = "line_items916", singular = "line_items916", parent = C78)]
struct C916;

#[derive(Restful)]
#[restful(
    resource = "line_items917",
    singular = "line_items917",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C917;

#[derive(Restful)]
#[restful(
    resource = "line_items918",
    singular = "line_items918",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C918;

#[derive(Restful)]
#[restful(resource = "line_items919", singular = "line_items919", parent = C238, only(index, show))]
struct C919;

#[derive(Restful)]
#[restful(resource = "users920", singular = "users920")]
struct C920;

#[derive(Restful)]
#[restful(
    resource = "users921",
    singular = "users921",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C921;

#[derive(Restful)]
#[restful(resource = "users922", singular = "users922", parent = C83)]
struct C922;

#[derive(Restful)]
#[restful(resource = "users923", singular = "users923", prefix = "/api/v2/shop")]
struct C923;

#[derive(Restful)]
#[restful(resource = "tags924", singular = "tags924", only(index, show))]
struct C924;

#[derive(Restful)]
#[restful(resource = "tags925", singular = "tags925", parent = C74, singleton, member(post(verify)))]
struct C925;

#[derive(Restful)]
#[restful(resource = "tags926", singular = "tags926", prefix = "/api/v1")]
struct C926;

#[derive(Restful)]
#[restful(
    resource = "tags927",
    singular = "tags927",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C927;

#[derive(Restful)]
#[restful(resource = "photos928", singular = "photos928", parent = C65)]
struct C928;

#[derive(Restful)]
#[restful(resource = "photos929", singular = "photos929", parent = C307, only(index, show))]
struct C929;

#[derive(Restful)]
#[restful(
    resource = "photos930",
    singular = "photos930",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C930;

#[derive(Restful)]
#[restful(resource = "photos931", singular = "photos931", parent = C80)]
struct C931;

#[derive(Restful)]
#[restful(resource = "orders932", singular = "orders932")]
struct C932;

#[derive(Restful)]
#[restful(
    resource = "orders933",
    singular = "orders933",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C933;

#[derive(Restful)]
#[restful(resource = "orders934", singular = "orders934", parent = C95, only(index, show))]
struct C934;

#[derive(Restful)]
#[restful(
    resource = "orders935",
    singular = "orders935",
    prefix = "/api/v2/shop"
)]
struct C935;

#[derive(Restful)]
#[restful(
    resource = "customers936",
    singular = "customers936",
    collection(get(search)),
    member(post(archive))
)]
struct C936;

#[derive(Restful)]
#[restful(resource = "customers937", singular = "customers937", parent = C84)]
struct C937;

#[derive(Restful)]
#[restful(
    resource = "customers938",
    singular = "customers938",
    prefix = "/api/v1"
)]
struct C938;

#[derive(Restful)]
#[restful(resource = "customers939", singular = "customers939", parent = C274, only(index, show))]
struct C939;

#[derive(Restful)]
#[restful(resource = "book_reviews940", singular = "book_reviews940", parent = C102)]
struct C940;

#[derive(Restful)]
#[restful(
    resource = "book_reviews941",
    singular = "book_reviews941",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C941;

#[derive(Restful)]
#[restful(
    resource = "book_reviews942",
    singular = "book_reviews942",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C942;

#[derive(Restful)]
#[restful(resource = "book_reviews943", singular = "book_reviews943", parent = C114)]
struct C943;

#[derive(Restful)]
#[restful(resource = "invoices944", singular = "invoices944", only(index, show))]
struct C944;

#[derive(Restful)]
#[restful(
    resource = "invoices945",
    singular = "invoices945",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C945;

#[derive(Restful)]
#[restful(resource = "invoices946", singular = "invoices946", parent = C107)]
struct C946;

#[derive(Restful)]
#[restful(
    resource = "invoices947",
    singular = "invoices947",
    prefix = "/api/v2/shop"
)]
struct C947;

#[derive(Restful)]
#[restful(
    resource = "line_items948",
    singular = "line_items948",
    collection(get(search)),
    member(post(archive))
)]
struct C948;

#[derive(Restful)]
#[restful(resource = "line_items949", singular = "line_items949", parent = C244, only(index, show))]
struct C949;

#[derive(Restful)]
#[restful(
    resource = "line_items950",
    singular = "line_items950",
    prefix = "/api/v1"
)]
struct C950;

#[derive(Restful)]
#[restful(
    resource = "line_items951",
    singular = "line_items951",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C951;

#[derive(Restful)]
#[restful(resource = "users952", singular = "users952", parent = C86)]
struct C952;

#[derive(Restful)]
#[restful(resource = "users953", singular = "users953", prefix = "/admin")]
struct C953;

#[derive(Restful)]
#[restful(
    resource = "users954",
    singular = "users954",
    prefix = "/api/v1",
    only(index, show)
)]
struct C954;

#[derive(Restful)]
#[restful(resource = "users955", singular = "users955", parent = C78)]
struct C955;

#[derive(Restful)]
#[restful(resource = "tags956", singular = "tags956")]
struct C956;

#[derive(Restful)]
#[restful(
    resource = "tags957",
    singular = "tags957",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C957;

#[derive(Restful)]
#[restful(resource = "tags958", singular = "tags958", parent = C92)]
struct C958;

#[derive(Restful)]
#[restful(resource = "tags959", singular = "tags959", parent = C217, only(index, show))]
struct C959;

#[derive(Restful)]
#[restful(
    resource = "photos960",
    singular = "photos960",
    collection(get(search)),
    member(post(archive))
)]
struct C960;

#[derive(Restful)]
#[restful(resource = "photos961", singular = "photos961", parent = C108)]
struct C961;

#[derive(Restful)]
#[restful(resource = "photos962", singular = "photos962", prefix = "/api/v1")]
struct C962;

#[derive(Restful)]
#[restful(
    resource = "photos963",
    singular = "photos963",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C963;

#[derive(Restful)]
#[restful(resource = "orders964", singular = "orders964", parent = C98, only(index, show))]
struct C964;

#[derive(Restful)]
#[restful(
    resource = "orders965",
    singular = "orders965",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C965;

#[derive(Restful)]
#[restful(
    resource = "orders966",
    singular = "orders966",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C966;

#[derive(Restful)]
#[restful(resource = "orders967", singular = "orders967", parent = C113)]
struct C967;

#[derive(Restful)]
#[restful(resource = "customers968", singular = "customers968")]
struct C968;

#[derive(Restful)]
#[restful(resource = "customers969", singular = "customers969", parent = C187, only(index, show))]
struct C969;

#[derive(Restful)]
#[restful(resource = "customers970", singular = "customers970", parent = C131)]
struct C970;

#[derive(Restful)]
#[restful(
    resource = "customers971",
    singular = "customers971",
    prefix = "/api/v2/shop"
)]
struct C971;

#[derive(Restful)]
#[restful(
    resource = "book_reviews972",
    singular = "book_reviews972",
    collection(get(search)),
    member(post(archive))
)]
struct C972;

#[derive(Restful)]
#[restful(resource = "book_reviews973", singular = "book_reviews973", parent = C120, singleton, member(post(verify)))]
struct C973;

#[derive(Restful)]
#[restful(
    resource = "book_reviews974",
    singular = "book_reviews974",
    prefix = "/api/v1",
    only(index, show)
)]
struct C974;

#[derive(Restful)]
#[restful(
    resource = "book_reviews975",
    singular = "book_reviews975",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C975;

#[derive(Restful)]
#[restful(resource = "invoices976", singular = "invoices976", parent = C110)]
struct C976;

#[derive(Restful)]
#[restful(resource = "invoices977", singular = "invoices977", prefix = "/admin")]
struct C977;

#[derive(Restful)]
#[restful(
    resource = "invoices978",
    singular = "invoices978",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C978;

#[derive(Restful)]
#[restful(resource = "invoices979", singular = "invoices979", parent = C250, only(index, show))]
struct C979;

#[derive(Restful)]
#[restful(resource = "line_items980", singular = "line_items980")]
struct C980;

#[derive(Restful)]
#[restful(
    resource = "line_items981",
    singular = "line_items981",
    prefix = "/admin",
    singleton,
    member(post(verify))
)]
struct C981;

#[derive(Restful)]
#[restful(resource = "line_items982", singular = "line_items982", parent = C114)]
struct C982;

#[derive(Restful)]
#[restful(
    resource = "line_items983",
    singular = "line_items983",
    prefix = "/api/v2/shop"
)]
struct C983;

#[derive(Restful)]
#[restful(resource = "users984", singular = "users984", only(index, show))]
struct C984;

#[derive(Restful)]
#[restful(resource = "users985", singular = "users985", parent = C107)]
struct C985;

#[derive(Restful)]
#[restful(resource = "users986", singular = "users986", prefix = "/api/v1")]
struct C986;

#[derive(Restful)]
#[restful(
    resource = "users987",
    singular = "users987",
    prefix = "/api/v2/shop",
    collection(get(search)),
    member(post(archive))
)]
struct C987;

#[derive(Restful)]
#[restful(resource = "tags988", singular = "tags988", parent = C96)]
struct C988;

#[derive(Restful)]
#[restful(resource = "tags989", singular = "tags989", parent = C223, only(index, show))]
struct C989;

#[derive(Restful)]
#[restful(
    resource = "tags990",
    singular = "tags990",
    prefix = "/api/v1",
    collection(get(search)),
    member(post(archive))
)]
struct C990;

#[derive(Restful)]
#[restful(resource = "tags991", singular = "tags991", parent = C111)]
struct C991;

#[derive(Restful)]
#[restful(resource = "photos992", singular = "photos992")]
struct C992;

#[derive(Restful)]
#[restful(
    resource = "photos993",
    singular = "photos993",
    prefix = "/admin",
    collection(get(search)),
    member(post(archive))
)]
struct C993;

#[derive(Restful)]
#[restful(resource = "photos994", singular = "photos994", parent = C104, only(index, show))]
struct C994;

#[derive(Restful)]
#[restful(
    resource = "photos995",
    singular = "photos995",
    prefix = "/api/v2/shop"
)]
struct C995;

#[derive(Restful)]
#[restful(
    resource = "orders996",
    singular = "orders996",
    collection(get(search)),
    member(post(archive))
)]
struct C996;

#[derive(Restful)]
#[restful(resource = "orders997", singular = "orders997", parent = C92, singleton, member(post(verify)))]
struct C997;

#[derive(Restful)]
#[restful(resource = "orders998", singular = "orders998", prefix = "/api/v1")]
struct C998;

#[derive(Restful)]
#[restful(resource = "orders999", singular = "orders999", parent = C292, only(index, show))]
struct C999;
