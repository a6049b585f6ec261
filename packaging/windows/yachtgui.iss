; Inno Setup 6 script: a per-user installer for the Windows bundle (no administrator rights).
;
; build.py runs it after PyInstaller, as
;   iscc /DAppVersion=0.1.0 /DFileVersion=0.1.0.0 /DSourceDir=dist\yachtgui /DOutputDir=dist
;        /DRepoDir=. /DOutputName=... yachtgui.iss
; Installs for the current user only, never for all users and never asking for administrator
; rights (no choice offered, none on the command line either), into
; %LOCALAPPDATA%\Programs\yachtgui; adds a Start menu entry (and, if chosen, a desktop one),
; registers an uninstaller under Settings > Apps, shows the GPL on a licence page, offers yachtgui
; for opening saved games (see [Registry]), and offers to start the game at the end. A silent
; install for tests:
;   setup.exe /VERYSILENT /SUPPRESSMSGBOXES /DIR="C:\some folder"
; The licences of everything bundled are installed with it in _internal\licenses.
;
; Written for Inno Setup 6.4.1, the version the release workflow and .ci/windows.sh (which
; compiles, installs and uninstalls it under Wine) take from npm's `innosetup` package.

#if Ver < EncodeVer(6, 4, 1)
  #error This script needs Inno Setup 6.4.1 or newer (the release uses 6.4.1)
#endif
#ifndef AppVersion
  #error Pass /DAppVersion=<version>
#endif
#ifndef FileVersion
  #define FileVersion "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\yachtgui"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef RepoDir
  #define RepoDir "..\.."
#endif
#ifndef OutputName
  #define OutputName "yachtgui-" + AppVersion + "-windows-x86_64-setup"
#endif

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6F0B9B0E-6C1B-4E55-9E77-1A7C5D2C9A11}
AppName=yachtgui
AppVersion={#AppVersion}
AppVerName=yachtgui {#AppVersion}
AppPublisher=The yachtgui developers
AppPublisherURL=https://github.com/yachtgui/yachtgui
AppSupportURL=https://github.com/yachtgui/yachtgui/issues
AppComments=Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee for the family table
; What {autopf} is in a per-user install ({userpf}, FOLDERID_UserProgramFiles), spelled out:
; Wine 8 does not know that folder ID (SHGetKnownFolderPath: E_INVALIDARG, "Failed to expand
; shell folder constant autopf"), and .ci/windows.sh installs this script under Wine.
DefaultDirName={localappdata}\Programs\yachtgui
DefaultGroupName=yachtgui
DisableProgramGroupPage=yes
; Per user only: no PrivilegesRequiredOverridesAllowed, so no "install for all users?" dialog and
; no /ALLUSERS; the registry entries go to HKEY_CURRENT_USER.
PrivilegesRequired=lowest
LicenseFile={#RepoDir}\LICENSE
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
SetupIconFile={#RepoDir}\build\icons\yachtgui.ico
UninstallDisplayIcon={app}\yachtgui.exe
UninstallDisplayName=yachtgui
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
CloseApplications=yes
; Explorer re-reads the file associations after install and uninstall.
ChangesAssociations=yes
VersionInfoVersion={#FileVersion}

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\yachtgui"; Filename: "{app}\yachtgui.exe"; Comment: "Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee"
Name: "{autodesktop}\yachtgui"; Filename: "{app}\yachtgui.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\yachtgui.exe"; Description: "{cm:LaunchProgram,yachtgui}"; Flags: nowait postinstall skipifsilent

[Registry]
; Saved games (*.yacht.json, yachtgui.persistence.saves.FILE_SUFFIX) open in yachtgui. Windows
; associates by the last extension only, ".json", which other programs own too: yachtgui is
; offered in "Open with" for .json files (OpenWithProgids and the Applications key) without
; taking over .json's default program. All per user (HKCU\Software\Classes) and removed by
; the uninstaller.
Root: HKCU; Subkey: "Software\Classes\yachtgui.savedgame"; ValueType: string; ValueName: ""; ValueData: "yachtgui saved game"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\yachtgui.savedgame\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\yachtgui.exe,0"
Root: HKCU; Subkey: "Software\Classes\yachtgui.savedgame\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\yachtgui.exe"" ""%1"""
Root: HKCU; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "yachtgui.savedgame"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\Applications\yachtgui.exe"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "yachtgui"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\yachtgui.exe\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\Applications\yachtgui.exe\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\yachtgui.exe"" ""%1"""

[UninstallDelete]
; Only what the installer put there (Python's bytecode caches do not exist in a bundle); the
; player's saved games and settings live in the user's folders and are kept.
Type: dirifempty; Name: "{app}"
