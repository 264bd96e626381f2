// Reads and writes the kernel table metadata (FrontendKernelTable.h) as JSON.
#include "analyzer/FrontendKernelTable.h"

#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <nlohmann/json.hpp>

namespace kc {

static constexpr const char *TableName = "kernelcast.kernels";
static constexpr const char *ArchName = "kernelcast.arch";

void writeKernelTable(llvm::Module &M, const std::vector<KernelInfo> &Kernels,
                      llvm::StringRef Source, llvm::StringRef Arch) {
  nlohmann::json J = nlohmann::json::array();
  for (const KernelInfo &K : Kernels) {
    nlohmann::json P = nlohmann::json::array();
    for (const KernelParam &KP : K.Params)
      P.push_back({{"name", KP.Name}, {"type", KP.Type}, {"pointer", KP.IsPointer}});
    J.push_back({{"name", K.Name},
                 {"base", K.BaseName},
                 {"mangled", K.MangledName},
                 {"signature", K.Signature},
                 {"file", K.Loc.File},
                 {"line", K.Loc.Line},
                 {"column", K.Loc.Column},
                 {"params", P}});
  }
  llvm::LLVMContext &Ctx = M.getContext();
  if (llvm::NamedMDNode *Old = M.getNamedMetadata(TableName))
    M.eraseNamedMetadata(Old);
  if (llvm::NamedMDNode *Old = M.getNamedMetadata(ArchName))
    M.eraseNamedMetadata(Old);
  M.getOrInsertNamedMetadata(TableName)->addOperand(
      llvm::MDNode::get(Ctx, llvm::MDString::get(Ctx, J.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))));
  M.getOrInsertNamedMetadata(ArchName)->addOperand(
      llvm::MDNode::get(Ctx, llvm::MDString::get(Ctx, Arch)));
  (void)Source;
}

static std::string namedString(const llvm::Module &M, const char *Name) {
  const llvm::NamedMDNode *N = M.getNamedMetadata(Name);
  if (!N || N->getNumOperands() != 1 || N->getOperand(0)->getNumOperands() != 1)
    return "";
  if (auto *S = llvm::dyn_cast<llvm::MDString>(N->getOperand(0)->getOperand(0)))
    return S->getString().str();
  return "";
}

std::optional<std::vector<KernelInfo>> readKernelTable(const llvm::Module &M) {
  std::string Text = namedString(M, TableName);
  if (Text.empty())
    return std::nullopt;
  nlohmann::json J = nlohmann::json::parse(Text, nullptr, /*allow_exceptions=*/false);
  if (!J.is_array())
    return std::nullopt;
  std::vector<KernelInfo> Out;
  try {
    for (const nlohmann::json &E : J) {
      KernelInfo K;
      K.Name = E.at("name").get<std::string>();
      K.BaseName = E.at("base").get<std::string>();
      K.MangledName = E.at("mangled").get<std::string>();
      K.Signature = E.at("signature").get<std::string>();
      K.Loc.File = E.at("file").get<std::string>();
      K.Loc.Line = E.at("line").get<unsigned>();
      K.Loc.Column = E.at("column").get<unsigned>();
      for (const nlohmann::json &P : E.at("params"))
        K.Params.push_back({P.at("name").get<std::string>(), P.at("type").get<std::string>(),
                            P.at("pointer").get<bool>()});
      Out.push_back(std::move(K));
    }
  } catch (const nlohmann::json::exception &) {
    return std::nullopt;
  }
  return Out;
}

std::string readKernelTableArch(const llvm::Module &M) { return namedString(M, ArchName); }

} // namespace kc
